import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { noticeQueries } from '@/api/notices';
import { NoticeList } from '@/components/notices/notice-list';
import { localeFromParams } from '@/i18n/locale-param';
import { getQueryClient } from '@/api/query/get-query-client';
import { ClientMessages } from '@/components/providers/client-messages';
import { publicPageMetadataFrom } from '@/app/public-page-metadata';

// Served from the cache; edits arrive at once (cache tags), this is only a safety net (seconds).
export const revalidate = 3600;

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = publicPageMetadataFrom('/notice', 'notice.title', 'notice.metaDescription');

/** /notice: the service's notices, first page in the HTML. */
export default async function NoticesPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'notice' });
  const queryClient = getQueryClient();
  await queryClient.prefetchInfiniteQuery(noticeQueries.list({}, lang));
  return (
    <>
      <h1 className="px-4 pt-6 pb-4 text-2xl font-bold">{t('title')}</h1>
      <ClientMessages scope="notice">
        <HydrationBoundary state={dehydrate(queryClient)}>
          <NoticeList />
        </HydrationBoundary>
      </ClientMessages>
    </>
  );
}
