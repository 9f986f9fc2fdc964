import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { magazineQueries } from '@/api/magazines';
import { searchQueries } from '@/api/search';
import { HomeMagazine } from '@/components/home/home-magazine';
import { homeMagazineQuery, homeRowQuery } from '@/components/home/home-queries';
import { HomeSpotRow } from '@/components/home/home-spot-row';
import { HomeSearch } from '@/components/home/home-search';
import { KeywordRank } from '@/components/home/keyword-rank';
import { MapShortcut } from '@/components/home/map-shortcut';
import { RegionShortcuts } from '@/components/home/region-shortcuts';
import { localeFromParams } from '@/i18n/locale-param';
import { getQueryClient } from '@/api/query/get-query-client';
import { ClientMessages } from '@/components/providers/client-messages';
import { publicPageMetadata } from '@/app/public-page-metadata';

// Counters and the keyword ranking may be this old (seconds); edits arrive at once (cache tags).
export const revalidate = 60;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'metadata' });
  // No share image: public/ has only the app icon, which is no picture of the page.
  return publicPageMetadata({ path: '/', lang, title: t('title'), description: t('description'), layoutTitle: true });
}

/**
 * Home: the search box, pop-ups open now, trending keywords, opening soon, region shortcuts, the most
 * reviewed, the map and the newest magazine posts. Every section is in the HTML: the data is
 * fetched here in parallel (in-process) and handed to the browser's cache.
 */
export default async function HomePage({ params }: Props) {
  const lang = await localeFromParams(params);
  const t = await getTranslations('home');
  const queryClient = getQueryClient();
  // prefetchQuery never throws: a failed section is fetched again by the browser. The
  // ranking's two retries (the spec's) are the browser's: here they would hold up the page.
  await Promise.all([
    queryClient.prefetchQuery({ ...searchQueries.rank(), retry: 0 }),
    queryClient.prefetchQuery(searchQueries.page(homeRowQuery('openNow', lang))),
    queryClient.prefetchQuery(searchQueries.page(homeRowQuery('openingSoon', lang))),
    queryClient.prefetchQuery(searchQueries.page(homeRowQuery('recommended', lang))),
    queryClient.prefetchQuery(magazineQueries.page(homeMagazineQuery(lang))),
  ]);

  return (
    <>
      <div className="px-4 pt-6 pb-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('subtitle')}</p>
      </div>
      <ClientMessages scope="home">
        <HydrationBoundary state={dehydrate(queryClient)}>
          {/* Search and pop-ups first (issue 31); the first row's first two pictures are the
              first screen's largest paint. The ranking follows, as a way into searching. */}
          <HomeSearch />
          <HomeSpotRow rowKey="openNow" priorityImages={2} />
          <KeywordRank />
          <HomeSpotRow rowKey="openingSoon" />
          <RegionShortcuts />
          <HomeSpotRow rowKey="recommended" />
          <MapShortcut />
          <HomeMagazine />
        </HydrationBoundary>
      </ClientMessages>
    </>
  );
}
