import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { cache } from 'react';
import type { Locale } from '@/lib/locales';
import { apiFetch } from './client';
import type { MagazineDetail, MagazineList, MagazineListQuery } from './contracts/magazines';

// GET /v1/magazines - published posts, newest first.
const listMagazines = cache((query: MagazineListQuery = {}) =>
  apiFetch<MagazineList>('/v1/magazines', { query: { ...query } }),
);

// GET /v1/magazines/{id} - a post with its body blocks (404 when unknown or not published).
export const getMagazine = cache((id: number, lang: Locale = 'ko') =>
  apiFetch<MagazineDetail>(`/v1/magazines/${id}`, { query: { lang } }),
);

const magazineKeys = {
  all: ['magazines'] as const,
  list: (query: Omit<MagazineListQuery, 'page'>) => ['magazines', 'list', query] as const,
  page: (query: MagazineListQuery) => ['magazines', 'page', query] as const,
  detail: (id: number, lang: Locale) => ['magazines', 'detail', id, lang] as const,
};

export const magazineQueries = {
  page: (query: MagazineListQuery) =>
    queryOptions({ queryKey: magazineKeys.page(query), queryFn: () => listMagazines(query) }),
  list: (query: Omit<MagazineListQuery, 'page'>) =>
    infiniteQueryOptions({
      queryKey: magazineKeys.list(query),
      queryFn: ({ pageParam }) => listMagazines({ ...query, page: pageParam }),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined),
    }),
  detail: (id: number, lang: Locale = 'ko') =>
    queryOptions({ queryKey: magazineKeys.detail(id, lang), queryFn: () => getMagazine(id, lang) }),
};
