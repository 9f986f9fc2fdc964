import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { partnerQueries } from '@/api/partners';
import { PartnerList } from '@/components/pass/partner-list';
import { PassBackLink } from '@/components/pass/pass-back-link';
import { partnerListQuery } from '@/components/pass/pass-queries';
import { localeFromParams } from '@/i18n/locale-param';
import { getQueryClient } from '@/api/query/get-query-client';
import { ClientMessages } from '@/components/providers/client-messages';
import { publicPageMetadataFrom } from '@/app/public-page-metadata';

// Served from the cache; edits arrive at once (cache tags), this is only a safety net (seconds).
export const revalidate = 3600;

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = publicPageMetadataFrom(
  '/pass/partners',
  'pass.partners.pageTitle',
  'pass.partners.pageDescription',
);

/**
 * /pass/partners: the pass's partner businesses. The name-ordered first page is in the HTML
 * (crawlable, no position needed); 'near me' re-sorts in the browser.
 */
export default async function PassPartnersPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'pass.partners' });
  const queryClient = getQueryClient();
  await queryClient.prefetchInfiniteQuery(partnerQueries.list(partnerListQuery(null), lang));
  return (
    <>
      <div className="px-4 pt-4 pb-3">
        <PassBackLink />
        <h1 className="text-2xl font-bold">{t('pageTitle')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('pageDescription')}</p>
      </div>
      <ClientMessages scope="passPartners">
        <HydrationBoundary state={dehydrate(queryClient)}>
          <PartnerList />
        </HydrationBoundary>
      </ClientMessages>
    </>
  );
}
