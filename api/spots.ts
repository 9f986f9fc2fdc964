import { queryOptions } from '@tanstack/react-query';
import { cache } from 'react';
import { apiFetch } from './client';
import type { SpotDetail, SpotList, SpotListQuery } from './contracts/spots';

export type Lang = 'ko' | 'en' | 'ja' | 'zh';

// GET /v1/spots/{id} - a pop-up's detail, with the caller's pick and alert state.
// React cache() makes generateMetadata and the page share one call per server request.
export const getSpotDetail = cache((id: number, lang: Lang = 'ko') =>
  apiFetch<SpotDetail>(`/v1/spots/${id}`, { query: { lang } }),
);

// GET /v1/spots - the pop-up list (the search list extends it with filters).
export const listSpots = cache((query: SpotListQuery = {}, lang: Lang = 'ko') =>
  apiFetch<SpotList>('/v1/spots', { query: { ...query, lang } }),
);

export const spotKeys = {
  all: ['spots'] as const,
  detail: (id: number, lang: Lang) => ['spots', 'detail', id, lang] as const,
  list: (query: SpotListQuery, lang: Lang) => ['spots', 'list', query, lang] as const,
};

export const spotQueries = {
  detail: (id: number, lang: Lang = 'ko') =>
    queryOptions({ queryKey: spotKeys.detail(id, lang), queryFn: () => getSpotDetail(id, lang) }),
  list: (query: SpotListQuery = {}, lang: Lang = 'ko') =>
    queryOptions({ queryKey: spotKeys.list(query, lang), queryFn: () => listSpots(query, lang) }),
};
