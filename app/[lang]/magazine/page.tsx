import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { magazineQueries } from '@/api/magazines';
import { MagazineList } from '@/components/magazines/magazine-list';
import { MAGAZINE_LIST_PAGE_SIZE } from '@/components/magazines/magazine-queries';
import { localeFromParams } from '@/i18n/locale-param';
import { getQueryClient } from '@/api/query/get-query-client';
import { ClientMessages } from '@/components/providers/client-messages';
import { publicPageMetadataFrom } from '@/app/public-page-metadata';

// Served from the cache; edits arrive at once (cache tags), this is only a safety net (seconds).
export const revalidate = 3600;

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = publicPageMetadataFrom('/magazine', 'magazine.title', 'magazine.description');

/** /magazine: the editors' posts, newest first; the first page is in the HTML. */
export default async function MagazinePage({ params }: Props) {
  const lang = await localeFromParams(params);
  const t = await getTranslations('magazine');
  const queryClient = getQueryClient();
  // prefetch never throws: if it fails, the browser asks again on its own.
  await queryClient.prefetchInfiniteQuery(magazineQueries.list({ size: MAGAZINE_LIST_PAGE_SIZE, lang }));

  return (
    <>
      <div className="px-4 pt-6 pb-3">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('description')}</p>
      </div>
      <ClientMessages scope="magazine">
        <HydrationBoundary state={dehydrate(queryClient)}>
          <MagazineList />
        </HydrationBoundary>
      </ClientMessages>
    </>
  );
}
