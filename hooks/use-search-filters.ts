'use client';

import { useCallback, useMemo } from 'react';
import { replaceLocation, useLocationSearch } from '@/hooks/use-location-search';
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
  /** The query the server rendered the page for (a cached page has no other); default none. */
  serverSearch?: string;
  /** Scroll the window to the top after a change (the list starts over). Default true. */
  scrollToTop?: boolean;
};

/**
 * The search filters live in the URL (shareable, reloadable, crawlable): this hook reads them
 * from it and writes changes back.
 *
 * A change rewrites the address in place (replaceLocation): no server round trip, the query
 * for the new filters starts in the browser at once, and no history entry is added, so Back
 * leaves the list instead of stepping through every chip the reader tapped. The server
 * renders a shared or reloaded URL from the same parameters (the proxy hands them to the
 * cached page in its path), so both sides agree. Parameters the filters don't own are
 * preserved.
 */
export function useSearchFilters({ serverSearch = '', scrollToTop = true }: Options = {}) {
  const key = useLocationSearch(serverSearch);
  // Parsed once per distinct query string: the object is a dependency of queries and effects.
  const filters = useMemo(() => parseSearchFilters(new URLSearchParams(key)), [key]);

  const setFilters = useCallback(
    (next: SearchFilters) => {
      const target = urlWithFilters(window.location.href, next);
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (target === current) return;
      replaceLocation(target);
      if (scrollToTop) window.scrollTo({ top: 0 });
    },
    [scrollToTop],
  );

  return { filters, setFilters };
}
