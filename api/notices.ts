import { infiniteQueryOptions } from '@tanstack/react-query';
import { cache } from 'react';
import { apiFetch } from './client';
import type { Notice, NoticeList, NoticeListQuery } from './contracts/notices';

// GET /v1/notices - published service notices, pinned first, then newest.
const listNotices = cache((query: NoticeListQuery = {}) =>
  apiFetch<NoticeList>('/v1/notices', { query: { ...query } }),
);

// GET /v1/notices/{id} - one published notice (404 otherwise).
export const getNotice = cache((id: number) => apiFetch<Notice>(`/v1/notices/${id}`));

const noticeKeys = {
  all: ['notices'] as const,
  list: (query: Omit<NoticeListQuery, 'page'>) => ['notices', 'list', query] as const,
};

export const noticeQueries = {
  list: (query: Omit<NoticeListQuery, 'page'> = {}) =>
    infiniteQueryOptions({
      queryKey: noticeKeys.list(query),
      queryFn: ({ pageParam }) => listNotices({ ...query, page: pageParam }),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined),
    }),
};
