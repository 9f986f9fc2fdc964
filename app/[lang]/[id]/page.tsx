import '@/api/server-transport';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import type { MagazineDetail } from '@/api/contracts/magazines';
import { getMagazine } from '@/api/magazines';
import { MagazinePost } from '@/components/magazines/magazine-post';
import { JsonLd } from '@/components/seo/json-ld';
import { localeFromParams } from '@/i18n/locale-param';
import { magazineArticleJsonLd, magazineSummary } from '@/components/seo/article-json-ld';
import { siteOrigin } from '@/app/server-config';
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

/*
 * /{id} is the magazine's content route, next to the named routes (/magazine, /popup/...,
 * which Next matches first) and the catch-all 404 page. Only a positive 32-bit number is an
 * id here; any other single segment (/nope, /popup) is the not-found page.
 */

/**
 * The post through the same API client the browser uses (getMagazine is cached per request,
 * so metadata and page share one call). Unknown, unpublished or hidden posts are 404.
 */
async function loadPost(rawId: string, lang: Locale): Promise<MagazineDetail> {
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  try {
    return await getMagazine(id, lang);
  } catch (error) {
    if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const lang = await localeFromParams(params);
  const post = await loadPost(id, lang);
  const t = await getTranslations({ locale: lang, namespace: 'magazine' });
  const description = magazineSummary(post) || t('description');
  return publicPageMetadata({
    path: `/${post.id}`,
    lang,
    title: post.title,
    description,
    type: 'article',
    image: post.file ? { url: post.file.path, alt: t('coverAlt', { title: post.title }) } : null,
    generated: { kind: 'magazine', id: post.id },
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
  });
}

/** A magazine post, server-rendered with its Article structured data. */
export default async function MagazinePostPage({ params }: Props) {
  const { id } = await params;
  const lang = await localeFromParams(params);
  const post = await loadPost(id, lang);
  const t = await getTranslations({ locale: lang, namespace: 'magazine' });
  const jsonLd = magazineArticleJsonLd(post, lang, siteOrigin(), {
    author: t('authorName'),
    publisher: t('publisherName'),
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <MagazinePost post={post} />
    </>
  );
}
