'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { searchQueries } from '@/api/search';
import type { Locale } from '@/lib/locales';
import { CardRow, CardRowItem } from './card-row';
import { InboxIcon } from '@/components/ui/icons/inbox';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromListItem } from '@/components/ui/spot-card-data';
import { homeRowQuery, HOME_ROWS, searchListHref, type HomeRowKey } from './home-queries';
import { HomeSection } from './home-section';

// The server sends the rows with their pop-ups: the loading, empty and error states' code comes
// only when one shows (decision 028).
const HomeRowLoading = lazy(() => import('./home-row-loading').then((m) => ({ default: m.HomeRowLoading })));
const EmptyState = lazy(() => import('@/components/ui/empty-state').then((m) => ({ default: m.EmptyState })));
const LoadError = lazy(() => import('@/components/ui/empty-state').then((m) => ({ default: m.LoadError })));

/**
 * One row of pop-ups on the home page (open now, opening soon, most reviewed). The page
 * prefetched it on the server; useQuery (not suspense) so that a failed prefetch makes the
 * browser ask again instead of failing the page. `priorityImages`: how many of the first
 * cards' pictures the page shows in its first screen (preloaded, never lazy).
 */
export function HomeSpotRow({ rowKey, priorityImages = 0 }: { rowKey: HomeRowKey; priorityImages?: number }) {
  const lang = useLocale() as Locale;
  const t = useTranslations('home');
  const { data, isPending, isError, refetch, isFetching } = useQuery(searchQueries.page(homeRowQuery(rowKey, lang)));
  const title = t(`${rowKey}.title`);

  // Only the lazy states sit in a Suspense boundary: a boundary around the cards would let the
  // server send them after the first paint (out of order), and the rows below would jump.
  let body;
  if (isPending) {
    body = (
      <Suspense fallback={null}>
        <HomeRowLoading />
      </Suspense>
    );
  } else if (isError) {
    body = (
      <Suspense fallback={null}>
        <LoadError size="compact" message={t('loadError')} onRetry={() => refetch()} retrying={isFetching} />
      </Suspense>
    );
  } else if (data.content.length === 0) {
    body = (
      <Suspense fallback={null}>
        <EmptyState size="compact" icon={<InboxIcon />} title={t('empty')} />
      </Suspense>
    );
  } else {
    body = (
      <CardRow label={title}>
        {data.content.map((spot, index) => (
          <CardRowItem key={spot.id}>
            <SpotCard
              spot={cardFromListItem(spot)}
              layout="tile"
              imageSizes="160px"
              priority={index < priorityImages}
              meta={rowKey === 'recommended' ? t('reviewCount', { count: spot.reviewCount }) : undefined}
            />
          </CardRowItem>
        ))}
      </CardRow>
    );
  }

  return (
    <HomeSection
      id={rowKey}
      title={title}
      description={t(`${rowKey}.description`)}
      seeAllHref={searchListHref(HOME_ROWS[rowKey].list)}
    >
      {body}
    </HomeSection>
  );
}
