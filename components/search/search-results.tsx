'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import type { SpotSearchItem, SpotSearchResult } from '@/api/contracts/search';
import { searchQueries } from '@/api/search';
import type { GeoPosition } from '@/hooks/use-geolocation';
import type { SearchFilters } from '@/lib/search/search-params';
import type { Locale } from '@/lib/locales';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons/search';
import { MySpotStates } from '@/components/shared/my-spot-states';
import { SearchCorrection } from '@/components/shared/search-filters/search-correction';
import { SearchItemCard } from './search-item-card';
import { searchListQuery } from './search-list-query';
import { useLoadMoreSentinel } from '@/hooks/use-load-more-sentinel';

// The server sends the first page: the loading, empty and error states' code comes when one
// first shows (decision 028).
const SearchSkeleton = lazy(() => import('./search-skeleton').then((m) => ({ default: m.SearchSkeleton })));
const EmptyState = lazy(() => import('@/components/ui/empty-state').then((m) => ({ default: m.EmptyState })));
const LoadError = lazy(() => import('@/components/ui/empty-state').then((m) => ({ default: m.LoadError })));

/**
 * Loaded pages stay fresh for five minutes: coming back from a pop-up within that time shows
 * exactly the pages the reader scrolled through, with no background refetch of every page.
 */
const LIST_STALE_TIME_MS = 5 * 60 * 1000;

type Props = {
  filters: SearchFilters;
  position: GeoPosition | null;
  onResetAll: () => void;
  /** The first page the server rendered for these filters, to continue from (SearchPage). */
  firstPage?: SpotSearchResult;
  /** Ask for the next page at once: the reader asked for it on the server-rendered page. */
  loadNextOnMount?: boolean;
};

/**
 * The endless result list. The first page comes from the server render (same query key),
 * later pages load when a sentinel near the end scrolls into view, or with the 'load more'
 * button (keyboard users, no IntersectionObserver). The browser's query cache keeps every
 * loaded page, so Back from a pop-up re-renders the same list synchronously and the browser
 * restores the scroll position itself.
 */
export function SearchResults({ filters, position, onResetAll, firstPage, loadNextOnMount = false }: Props) {
  const t = useTranslations('search.results');
  const common = useTranslations('common');
  const lang = useLocale() as Locale;
  const query = useInfiniteQuery({
    ...searchQueries.list(searchListQuery(filters, lang, position)),
    staleTime: LIST_STALE_TIME_MS,
    // Seeded with the server's page (everyone's: MySpotStates writes my hearts into it).
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [0] } } : {}),
  });
  const { data, isPending, isError, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage } = query;

  // A pop-up can move between pages while the reader scrolls (a new pop-up shifts the
  // order): show it once.
  const items = useMemo(() => {
    const seen = new Set<number>();
    const list: SpotSearchItem[] = [];
    for (const page of data?.pages ?? []) {
      for (const item of page.content) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        list.push(item);
      }
    }
    return list;
  }, [data]);

  const canLoadMore = Boolean(hasNextPage) && !isFetchingNextPage && !isFetchNextPageError;
  // Never cancels a page already on its way (the sentinel may fire right after a tap).
  const loadMore = () => void query.fetchNextPage({ cancelRefetch: false });
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(canLoadMore, loadMore);

  const loadNext = useRef(loadNextOnMount ? loadMore : null);
  useEffect(() => {
    loadNext.current?.();
    loadNext.current = null;
  }, []);

  if (isPending) {
    return (
      <Suspense fallback={null}>
        <SearchSkeleton label={common('loading')} />
      </Suspense>
    );
  }

  if (isError && !data) {
    return (
      <Suspense fallback={null}>
        <LoadError message={t('loadError')} onRetry={() => void query.refetch()} retrying={isFetching} />
      </Suspense>
    );
  }

  const total = data.pages[0]?.page.totalElements ?? 0;
  // Counting stops at SEARCH_COUNT_CAP: '1,000+ pop-ups', and the list ends there.
  const capped = data.pages[0]?.totalCapped ?? false;
  // These are the results of another keyword: a one-typo correction, or the Korean keyboard's reading.
  const corrected = data.pages[0]?.correctedKeyword ?? null;
  const correctionKind = data.pages[0]?.correctionKind ?? null;

  return (
    <section aria-labelledby="search-results-total" className="pb-10">
      {/* The first page may be the cached page's (rendered for everyone): my hearts come after. */}
      <MySpotStates spotIds={data.pages[0]?.content.map((item) => item.id) ?? []} />
      {corrected && filters.keyword ? (
        <SearchCorrection keyword={filters.keyword} corrected={corrected} kind={correctionKind} />
      ) : null}
      {/* Announced after each new search (a live region present from the first render). */}
      <p id="search-results-total" role="status" className="px-gutter pt-1 pb-2 text-label font-semibold">
        {capped ? t('totalCapped', { count: total }) : t('total', { count: total })}
      </p>
      {items.length === 0 ? (
        <Suspense fallback={null}>
          <EmptyState
            icon={<SearchIcon />}
            title={t('empty')}
            description={t('emptyHint')}
            action={
              <Button variant="outline" onClick={onResetAll}>
                {t('resetAll')}
              </Button>
            }
          />
        </Suspense>
      ) : (
        <ul aria-label={t('label')} className="flex flex-col gap-1 px-2">
          {items.map((item, index) => (
            <li key={item.id}>
              <SearchItemCard item={item} listUpdatedAt={query.dataUpdatedAt} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {isFetchingNextPage && (
        <Suspense fallback={null}>
          <SearchSkeleton count={2} label={t('loadingMore')} />
        </Suspense>
      )}
      {isFetchNextPageError && (
        <p role="alert" className="px-gutter pt-4 text-center text-label text-danger">
          {t('loadMoreError')}
        </p>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <div className="flex justify-center px-gutter pt-4">
          <Button variant="outline" className="min-w-40" onClick={loadMore}>
            {isFetchNextPageError ? common('retry') : t('loadMore')}
          </Button>
        </div>
      )}
      {!hasNextPage && data.pages.length > 1 && (
        <p className="px-gutter pt-6 text-center text-caption text-ink-muted">
          {capped ? t('endCapped', { count: total }) : t('end')}
        </p>
      )}
    </section>
  );
}
