'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { SpotSearchResult } from '@/api/contracts/search';
import { searchKeys } from '@/api/search';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { MapIcon } from '@/components/ui/icons/map';
import { Link } from '@/i18n/navigation';
import { useSearchFilters } from '@/hooks/use-search-filters';
import { useSearchKeywordLog } from '@/hooks/use-search-keyword-log';
import type { Locale } from '@/lib/locales';
import { DEFAULT_SEARCH_FILTERS, parseSearchFilters, searchFiltersToParams } from '@/lib/search/search-params';
import { MySpotStates } from '@/components/shared/my-spot-states';
import { ActiveFilterChips } from './active-filter-chips';
import { DistanceToggle } from './distance-toggle';
import { ListSortSelect } from './list-sort-select';
import { SearchBar } from '@/components/shared/search-filters/search-bar';
import {
  FilterToggleButton,
  SearchFilterPanel,
  useFilterPanel,
} from '@/components/shared/search-filters/search-filter-panel';
import { useSearchLocation } from './search-location-store';
import { searchListQuery } from './search-list-query';
import { useLoadMoreSentinel } from '@/hooks/use-load-more-sentinel';

// The browser's list (the query, later pages, loading, empty and error states) comes when
// the reader goes past the server's first page (decision 028).
const SearchResults = lazy(() => import('./search-results').then((m) => ({ default: m.SearchResults })));

type Props = {
  /** The canonical query the server rendered the page for ('' or '?…'). */
  serverSearch?: string;
  /** That query's first page (absent when the server could not fetch it). */
  firstPage?: SpotSearchResult;
  /** The same page rendered on the server (SearchFirstPage). */
  firstPageView?: ReactNode;
};

/**
 * The client part of /popup/list: keyword, filters, distance and the results. Every filter
 * lives in the URL (useSearchFilters); the server rendered the first page for the same URL,
 * whose canonical filters are `serverSearch`, and its cards (`firstPageView`). Those cards
 * stay until the reader goes further (the next page, other filters, distance); the browser's
 * list then continues from the same first page.
 */
export function SearchPage({ serverSearch = '', firstPage, firstPageView }: Props) {
  const t = useTranslations('search');
  const lang = useLocale() as Locale;
  const queryClient = useQueryClient();
  const { filters, setFilters } = useSearchFilters({ serverSearch });
  useSearchKeywordLog(parseSearchFilters(new URLSearchParams(serverSearch)).keyword);
  const position = useSearchLocation((s) => s.position);
  const mapQuery = searchFiltersToParams(filters).toString();
  const panel = useFilterPanel();
  const panelId = useId();

  const onServerQuery = position === null && (mapQuery ? `?${mapQuery}` : '') === serverSearch;
  // Back from a pop-up after scrolling further: the browser's list, with every page it had.
  const [further, setFurther] = useState<'no' | 'yes' | 'now'>(() => {
    const key = searchKeys.list(searchListQuery(filters, lang, position));
    return (queryClient.getQueryData<{ pages: unknown[] }>(key)?.pages.length ?? 0) > 1 ? 'yes' : 'no';
  });
  const serverList = firstPage && firstPage.content.length > 0 ? firstPage : undefined;
  const showServerPage = serverList !== undefined && firstPageView !== undefined && onServerQuery && further === 'no';
  const hasNextPage = serverList ? serverList.page.number + 1 < serverList.page.totalPages : false;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(showServerPage && hasNextPage, () => setFurther('now'));

  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-3 border-b border-line px-4 pt-4 pb-3">
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-xl font-bold">{t('heading')}</h1>
          <Link
            href={`/popup/map${mapQuery ? `?${mapQuery}` : ''}`}
            className={buttonClassName({ variant: 'outline', size: 'sm' })}
          >
            <MapIcon width={16} height={16} />
            {t('results.viewOnMap')}
          </Link>
        </div>
        <SearchBar keyword={filters.keyword} onSubmit={(keyword) => setFilters({ ...filters, keyword })} />
        {/* The filters open from a button (with how many are on), so the results start on the
            first screen of a phone; the order and each filter in force stay in sight. */}
        <div className="flex flex-wrap items-center gap-2">
          <FilterToggleButton filters={filters} panelId={panelId} open={panel.open} onToggle={panel.toggle} />
          <ListSortSelect value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
          <DistanceToggle />
        </div>
        <ActiveFilterChips filters={filters} onChange={setFilters} />
        <SearchFilterPanel filters={filters} onChange={setFilters} panelId={panelId} panel={panel} />
      </div>
      <div className="pt-3">
        {showServerPage ? (
          <section aria-labelledby="search-results-total" className="pb-10">
            {/* The cards are everyone's: my hearts come after. */}
            <MySpotStates spotIds={serverList.content.map((item) => item.id)} />
            {firstPageView}
            <div ref={sentinel} aria-hidden="true" className="h-px" />
            {hasNextPage && (
              <div className="flex justify-center px-gutter pt-4">
                <Button variant="outline" className="min-w-40" onClick={() => setFurther('now')}>
                  {t('results.loadMore')}
                </Button>
              </div>
            )}
          </section>
        ) : (
          <Suspense fallback={null}>
            <SearchResults
              filters={filters}
              position={position}
              onResetAll={() => setFilters(DEFAULT_SEARCH_FILTERS)}
              firstPage={onServerQuery ? serverList : undefined}
              loadNextOnMount={further === 'now'}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
