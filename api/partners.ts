import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { cache } from 'react';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { Partner, PartnerDetail, PartnerListQuery, PartnerPage } from './contracts/partners';

// GET /v1/partners/{id} - a Popspot Pass partner (404 when unknown or deleted).
export const getPartner = cache((id: number) => apiFetch<PartnerDetail>(`/v1/partners/${id}`));

// GET /v1/partners/recommendations - partners near a pop-up, nearest first. The spec: a 401
// yields an empty list (the endpoint is public; a stale token upstream must not break the page).
export const listPartnerRecommendations = cache(async (spotId: number, size?: number): Promise<Partner[]> => {
  try {
    return await apiFetch<Partner[]>('/v1/partners/recommendations', { query: { spotId, size } });
  } catch (error) {
    if (ApiError.is(error) && error.status === 401) return [];
    throw error;
  }
});

// GET /v1/partners - every pass partner, nearest first with a position, else by name.
const listPartners = cache((query: PartnerListQuery = {}) =>
  apiFetch<PartnerPage>('/v1/partners', { query: { ...query } }),
);

const partnerKeys = {
  all: ['partners'] as const,
  detail: (id: number) => ['partners', 'detail', id] as const,
  recommendations: (spotId: number, size?: number) => ['partners', 'recommendations', spotId, size ?? null] as const,
  page: (query: PartnerListQuery) => ['partners', 'page', query] as const,
  list: (query: Omit<PartnerListQuery, 'page'>) => ['partners', 'list', query] as const,
};

export const partnerQueries = {
  detail: (id: number) => queryOptions({ queryKey: partnerKeys.detail(id), queryFn: () => getPartner(id) }),
  recommendations: (spotId: number, size?: number) =>
    queryOptions({
      queryKey: partnerKeys.recommendations(spotId, size),
      queryFn: () => listPartnerRecommendations(spotId, size),
    }),
  /** One page (the pass home's partner strip). */
  page: (query: PartnerListQuery) =>
    queryOptions({ queryKey: partnerKeys.page(query), queryFn: () => listPartners(query) }),
  /** The full list, a page at a time: pages from 0, next = number + 1 while below totalPages. */
  list: (query: Omit<PartnerListQuery, 'page'>) =>
    infiniteQueryOptions({
      queryKey: partnerKeys.list(query),
      queryFn: ({ pageParam }) => listPartners({ ...query, page: pageParam }),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined),
    }),
};
