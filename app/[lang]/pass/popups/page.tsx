import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { searchQueries } from '@/api/search';
import { PassBackLink } from '@/components/pass/pass-back-link';
import { PassPopupList } from '@/components/pass/pass-popup-list';
import { passPopupListQuery } from '@/components/pass/pass-queries';
import { localeFromParams } from '@/i18n/locale-param';
import { getQueryClient } from '@/api/query/get-query-client';
import { ClientMessages } from '@/components/providers/client-messages';
import { publicPageMetadataFrom } from '@/app/public-page-metadata';

// Counters may be this old (seconds); edits arrive at once (cache tags).
export const revalidate = 60;

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = publicPageMetadataFrom(
  '/pass/popups',
  'pass.popups.pageTitle',
  'pass.popups.pageDescription',
);

/** /pass/popups: every pass pop-up running now or opening later, first page server-rendered. */
export default async function PassPopupsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'pass.popups' });
  const queryClient = getQueryClient();
  await queryClient.prefetchInfiniteQuery(searchQueries.list(passPopupListQuery(lang)));
  return (
    <>
      <div className="px-4 pt-4 pb-3">
        <PassBackLink />
        <h1 className="text-2xl font-bold">{t('pageTitle')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('pageDescription')}</p>
      </div>
      <ClientMessages scope="passPopups">
        <HydrationBoundary state={dehydrate(queryClient)}>
          <PassPopupList />
        </HydrationBoundary>
      </ClientMessages>
    </>
  );
}
