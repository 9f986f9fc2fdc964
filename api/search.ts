import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { cache } from 'react';
import { apiFetch } from './client';
import type {
  SearchKeywordRank,
  SpotMapQuery,
  SpotMapResult,
  SpotSearchQuery,
  SpotSearchResult,
} from './contracts/search';
import { RANKING_QUERY_RETRY } from '@/lib/client-constants';

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

export const searchKeys = {
  all: ['search'] as const,
  list: (query: Omit<SpotSearchQuery, 'page'>) => ['search', 'list', query] as const,
  page: (query: SpotSearchQuery) => ['search', 'page', query] as const,
  map: (query: SpotMapQuery) => ['search', 'map', query] as const,
  rank: () => ['search', 'rank'] as const,
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
};
