'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { searchQueries } from '@/api/search';
import type { Locale } from '@/lib/locales';
import { EmptyState, LoadError } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons/inbox';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingState, RowSkeleton } from '@/components/ui/skeleton';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromListItem } from '@/components/ui/spot-card-data';
import { passPopupListQuery } from './pass-queries';
import { uniqueById } from './unique-by-id';

/** /pass/popups: every pass pop-up still to be had, a page at a time (first page prefetched). */
export function PassPopupList() {
  const t = useTranslations('pass');
  const locale = useLocale() as Locale;
  const query = useInfiniteQuery(searchQueries.list(passPopupListQuery(locale)));
  const { data, isPending, isError, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = query;

  if (isPending) {
    return (
      <LoadingState>
        <RowSkeleton />
      </LoadingState>
    );
  }
  if (isError && !data) {
    return <LoadError message={t('popups.loadError')} onRetry={() => refetch()} retrying={isFetching} />;
  }
  const spots = uniqueById(data.pages);
  if (spots.length === 0) return <EmptyState icon={<InboxIcon />} title={t('popups.empty')} />;
  return (
    <>
      <ul aria-label={t('popups.listLabel')} className="flex flex-col gap-1 px-2">
        {spots.map((spot, index) => (
          <li key={spot.id}>
            <SpotCard
              spot={cardFromListItem(spot)}
              layout="row"
              imageSizes="112px"
              headingLevel={3}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <LoadError message={t('popups.loadError')} onRetry={() => fetchNextPage()} retrying={isFetchingNextPage} />
      ) : hasNextPage ? (
        <LoadMoreButton label={t('loadMore')} onClick={() => fetchNextPage()} loading={isFetchingNextPage} />
      ) : null}
    </>
  );
}
