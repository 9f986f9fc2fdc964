import { queryOptions } from '@tanstack/react-query';
import { cache } from 'react';
import type { Locale } from '@/lib/locales';
import { apiFetch } from './client';
import { spotKeys } from './spot-keys';
import type { RecommendationItem, recommendationTypes, ReviewCount, SpotDetail, SpotQueue } from './contracts/spots';
import type { SpotSearchQuery, SpotSearchResult } from './contracts/search';

export { spotKeys } from './spot-keys';

// GET /v1/spots/{id} - a pop-up's detail, with the caller's pick and alert state.
// React cache() makes generateMetadata and the page share one call per server request.
export const getSpotDetail = cache((id: number, lang: Locale = 'ko') =>
  apiFetch<SpotDetail>(`/v1/spots/${id}`, { query: { lang } }),
);

// GET /v1/spots - the pop-up search (api/search.ts has its filters, infinite list and map);
// kept here for the home page's fixed list.
export const listSpots = cache((query: SpotSearchQuery = {}, lang: Locale = 'ko') =>
  apiFetch<SpotSearchResult>('/v1/spots', { query: { ...query, lang } }),
);

// GET /v1/spots/{id}/spot-queues - waiting lines with teams waiting and the caller's 'my position'
// flag, each line's name in `lang` where the store gave one.
export function getSpotQueues(id: number, lang: Locale = 'ko'): Promise<SpotQueue[]> {
  return apiFetch<SpotQueue[]>(`/v1/spots/${id}/spot-queues`, { query: { lang } });
}

// GET /v1/spots/{id}/reviews/count - registered reviews of a pop-up (the tab shows '999+' above 999).
export const getReviewCount = cache((id: number) => apiFetch<ReviewCount>(`/v1/spots/${id}/reviews/count`));

export type RecommendationType = (typeof recommendationTypes)[number];
export type RecommendationQuery = { recommendationType: RecommendationType; excludedSpotId: number; size?: number };

// GET /v1/spots/recommendations - similar or nearby pop-ups (not ended, never the current one).
export const listRecommendations = cache(
  (recommendationType: RecommendationType, excludedSpotId: number, lang: Locale = 'ko', size?: number) =>
    apiFetch<RecommendationItem[]>('/v1/spots/recommendations', {
      query: { recommendationType, excludedSpotId, size, lang },
    }),
);

export const spotQueries = {
  detail: (id: number, lang: Locale = 'ko') =>
    queryOptions({ queryKey: spotKeys.detail(id, lang), queryFn: () => getSpotDetail(id, lang) }),
  list: (query: SpotSearchQuery = {}, lang: Locale = 'ko') =>
    queryOptions({ queryKey: spotKeys.list(query, lang), queryFn: () => listSpots(query, lang) }),
  // Teams waiting change by the minute and hasMine is the caller's own: always refetched.
  queues: (id: number, lang: Locale = 'ko') =>
    queryOptions({ queryKey: spotKeys.queues(id, lang), queryFn: () => getSpotQueues(id, lang), staleTime: 0 }),
  reviewCount: (id: number) => queryOptions({ queryKey: spotKeys.reviewCount(id), queryFn: () => getReviewCount(id) }),
  recommendations: (query: RecommendationQuery, lang: Locale = 'ko') =>
    queryOptions({
      queryKey: spotKeys.recommendations(query, lang),
      queryFn: () => listRecommendations(query.recommendationType, query.excludedSpotId, lang, query.size),
    }),
};
