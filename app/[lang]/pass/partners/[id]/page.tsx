import '@/api/server-transport';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import type { PartnerDetail as Partner } from '@/api/contracts/partners';
import { getPartner } from '@/api/partners';
import { PartnerDetail } from '@/components/partners/partner-detail';
import { localeFromParams } from '@/i18n/locale-param';
import type { Locale } from '@/lib/locales';
import { parseRouteId } from '@/lib/route-id';
import { publicPageMetadata } from '@/app/public-page-metadata';

// Served from the cache; edits arrive at once (cache tags), this is only a safety net (seconds).
export const revalidate = 3600;

// Rendered on the first visit, then served from the cache.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ lang: string; id: string }> };

/**
 * The partner through the same API client the browser uses (getPartner is cached per
 * request, so metadata and page share one call). Unknown or deleted partners, and ids the
 * API refuses, are a 404; anything else goes to the error boundary.
 */
async function loadPartner(rawId: string, lang: Locale): Promise<Partner> {
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  try {
    return await getPartner(id, lang);
  } catch (error) {
    if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const lang = await localeFromParams(params);
  const partner = await loadPartner(id, lang);
  const t = await getTranslations({ locale: lang, namespace: 'partner' });
  const description = t('metaDescription', { name: partner.name, address: partner.area.address });
  const image = partner.file?.path;
  return publicPageMetadata({
    path: `/pass/partners/${partner.id}`,
    lang,
    title: partner.name,
    description,
    // Open Graph and Twitter card with the cover photo (a summary card when there is none:
    // partners have no generated image).
    image: image ? { url: image, alt: t('imageAlt', { name: partner.name }) } : null,
  });
}

/**
 * /pass/partners/{id}: a Popspot Pass partner business, opened from the 'nearby partner
 * businesses' strip of a pop-up. Public, server-rendered, no client data.
 */
export default async function PartnerPage({ params }: Props) {
  const { id } = await params;
  const lang = await localeFromParams(params);
  const partner = await loadPartner(id, lang);
  return <PartnerDetail partner={partner} />;
}
