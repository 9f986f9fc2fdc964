import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { noticeQueries } from '@/api/notices';
import { NoticeList } from '@/components/notice/notice-list';
import { localeFromParams } from '@/i18n/locale-param';
import { localizedAlternates } from '@/lib/seo/alternates';
import { socialMetadata } from '@/lib/seo/social-metadata';
import { getQueryClient } from '@/api/query/get-query-client';
import { ClientMessages } from '@/components/providers/client-messages';

// Served from the cache; edits arrive at once (cache tags), this is only a safety net (seconds).
export const revalidate = 3600;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'notice' });
  const alternates = localizedAlternates('/notice', lang);
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates,
    ...socialMetadata({
      title: t('title'),
      description: t('metaDescription'),
      url: alternates.canonical,
      lang,
      type: 'website',
    }),
  };
}

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
