'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { parseSearchFilters, searchFiltersToParams, type SearchFilters } from '@/lib/search/search-params';

/** The URL parameters the filters own; every other parameter (utm_*, a map's view) is kept. */
const FILTER_PARAMS = ['keyword', 'dateFilter', 'startDate', 'endDate', 'categories', 'regionGroups', 'sort'];

/** The current URL with the filter parameters replaced by `filters` (pure, for tests too). */
export function urlWithFilters(href: string, filters: SearchFilters): string {
  const url = new URL(href);
  for (const name of FILTER_PARAMS) url.searchParams.delete(name);
  for (const [name, value] of searchFiltersToParams(filters)) url.searchParams.set(name, value);
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

type Options = {
  /** Scroll the window to the top after a change (the list starts over). Default true. */
  scrollToTop?: boolean;
};

/**
 * The search filters live in the URL (shareable, reloadable, crawlable): this hook reads them
 * from it and writes changes back.
 *
 * A change is written with `history.replaceState`, which Next's App Router picks up in
 * useSearchParams (as the detail page's tabs do): no server round trip, the query for the
 * new filters starts in the browser at once, and no history entry is added, so Back leaves
 * the list instead of stepping through every chip the reader tapped. The server render
 * of a shared or reloaded URL reads the same parameters (parseSearchFilters), so both sides
 * agree. Parameters the filters don't own are preserved.
 */
export function useSearchFilters({ scrollToTop = true }: Options = {}) {
  const searchParams = useSearchParams();
  const key = searchParams?.toString() ?? '';
  // Parsed once per distinct query string: the object is a dependency of queries and effects.
  const filters = useMemo(() => parseSearchFilters(new URLSearchParams(key)), [key]);

  const setFilters = useCallback(
    (next: SearchFilters) => {
      const target = urlWithFilters(window.location.href, next);
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (target === current) return;
      // null state on purpose: Next copies its own entry state in (see components/popup-detail/popup-tabs.tsx).
      window.history.replaceState(null, '', target);
      if (scrollToTop) window.scrollTo({ top: 0 });
    },
    [scrollToTop],
  );

  return { filters, setFilters };
}
