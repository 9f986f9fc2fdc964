import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { cache } from 'react';
import { apiFetch } from './client';
import type {
  SearchKeywordRank,
  SearchSuggestions,
  SpotMapQuery,
  SpotMapResult,
  SpotSearchQuery,
  SpotSearchResult,
} from './contracts/search';
import { RANKING_QUERY_RETRY } from '@/lib/client-constants';
import type { Locale } from '@/lib/locales';

// GET /v1/spots - the search list: keyword, filters, sort, distance; sends X-Session-Id
// (apiFetch adds it from the popspot_sid cookie) so searches feed the keyword ranking.
const searchSpots = cache((query: SpotSearchQuery = {}) =>
  apiFetch<SpotSearchResult>('/v1/spots', { query: { ...query } }),
);

// GET /v1/spots/map - the pop-ups inside a map viewport with the same filters.
function searchSpotsInBounds(query: SpotMapQuery): Promise<SpotMapResult> {
  return apiFetch<SpotMapResult>('/v1/spots/map', { query: { ...query } });
}

// GET /v1/rank/search-keywords - the most searched keywords of the week.
const getSearchKeywordRank = cache(() => apiFetch<SearchKeywordRank>('/v1/rank/search-keywords'));

/** The suggestions' query: size defaults to 8 on the server. */
type SuggestionsQuery = { keyword: string; size?: number; lang?: Locale };

// GET /v1/search/suggestions - regions, brands, tags and titles for what is being typed
// (public, the same for everyone, cached a minute).
function getSearchSuggestions(query: SuggestionsQuery, signal?: AbortSignal): Promise<SearchSuggestions> {
  return apiFetch<SearchSuggestions>('/v1/search/suggestions', { query: { ...query }, signal });
}

/** The server answers suggestions with max-age=60: the browser holds them as long. */
const SUGGESTIONS_STALE_TIME_MS = 60_000;

export const searchKeys = {
  all: ['search'] as const,
  list: (query: Omit<SpotSearchQuery, 'page'>) => ['search', 'list', query] as const,
  page: (query: SpotSearchQuery) => ['search', 'page', query] as const,
  map: (query: SpotMapQuery) => ['search', 'map', query] as const,
  rank: () => ['search', 'rank'] as const,
  suggestions: (query: SuggestionsQuery) => ['search', 'suggestions', query] as const,
};

export const searchQueries = {
  /** One page (home sections). */
  page: (query: SpotSearchQuery) =>
    queryOptions({ queryKey: searchKeys.page(query), queryFn: () => searchSpots(query) }),
  /** Endless scrolling: pages from 0, next = number + 1 while below totalPages. */
  list: (query: Omit<SpotSearchQuery, 'page'>) =>
    infiniteQueryOptions({
      queryKey: searchKeys.list(query),
      queryFn: ({ pageParam }) => searchSpots({ ...query, page: pageParam }),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined),
    }),
  map: (query: SpotMapQuery) =>
    queryOptions({ queryKey: searchKeys.map(query), queryFn: () => searchSpotsInBounds(query) }),
  /** The spec: the ranking query retries twice (every other query: no retry). */
  rank: () =>
    queryOptions({ queryKey: searchKeys.rank(), queryFn: () => getSearchKeywordRank(), retry: RANKING_QUERY_RETRY }),
  /** While typing: a newer keyword cancels the request of the older one. */
  suggestions: (query: SuggestionsQuery) =>
    queryOptions({
      queryKey: searchKeys.suggestions(query),
      queryFn: ({ signal }) => getSearchSuggestions(query, signal),
      staleTime: SUGGESTIONS_STALE_TIME_MS,
    }),
};
