import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { cache } from 'react';
import type { Locale } from '@/lib/locales';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { Partner, PartnerDetail, PartnerListQuery, PartnerPage } from './contracts/partners';

// Every partner read takes the page's language: names, districts and texts come translated
// where the partner has them, and `lang` is part of the URL (cached per URL) and of the key.

// GET /v1/partners/{id} - a Popspot Pass partner (404 when unknown or deleted).
export const getPartner = cache((id: number, lang: Locale = 'ko') =>
  apiFetch<PartnerDetail>(`/v1/partners/${id}`, { query: { lang } }),
);

// GET /v1/partners/recommendations - partners near a pop-up, nearest first. The spec: a 401
// yields an empty list (the endpoint is public; a stale token upstream must not break the page).
export const listPartnerRecommendations = cache(
  async (spotId: number, lang: Locale = 'ko', size?: number): Promise<Partner[]> => {
    try {
      return await apiFetch<Partner[]>('/v1/partners/recommendations', { query: { spotId, size, lang } });
    } catch (error) {
      if (ApiError.is(error) && error.status === 401) return [];
      throw error;
    }
  },
);

// GET /v1/partners - every pass partner, nearest first with a position, else by name.
const listPartners = cache((query: PartnerListQuery = {}, lang: Locale = 'ko') =>
  apiFetch<PartnerPage>('/v1/partners', { query: { ...query, lang } }),
);

const partnerKeys = {
  all: ['partners'] as const,
  detail: (id: number, lang: Locale) => ['partners', 'detail', id, lang] as const,
  recommendations: (spotId: number, lang: Locale, size?: number) =>
    ['partners', 'recommendations', spotId, lang, size ?? null] as const,
  page: (query: PartnerListQuery, lang: Locale) => ['partners', 'page', query, lang] as const,
  list: (query: Omit<PartnerListQuery, 'page'>, lang: Locale) => ['partners', 'list', query, lang] as const,
};

export const partnerQueries = {
  detail: (id: number, lang: Locale = 'ko') =>
    queryOptions({ queryKey: partnerKeys.detail(id, lang), queryFn: () => getPartner(id, lang) }),
  recommendations: (spotId: number, lang: Locale = 'ko', size?: number) =>
    queryOptions({
      queryKey: partnerKeys.recommendations(spotId, lang, size),
      queryFn: () => listPartnerRecommendations(spotId, lang, size),
    }),
  /** One page (the pass home's partner strip). */
  page: (query: PartnerListQuery, lang: Locale = 'ko') =>
    queryOptions({ queryKey: partnerKeys.page(query, lang), queryFn: () => listPartners(query, lang) }),
  /** The full list, a page at a time: pages from 0, next = number + 1 while below totalPages. */
  list: (query: Omit<PartnerListQuery, 'page'>, lang: Locale = 'ko') =>
    infiniteQueryOptions({
      queryKey: partnerKeys.list(query, lang),
      queryFn: ({ pageParam }) => listPartners({ ...query, page: pageParam }, lang),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined),
    }),
};
