import { infiniteQueryOptions } from '@tanstack/react-query';
import { cache } from 'react';
import type { Locale } from '@/lib/locales';
import { apiFetch } from './client';
import type { Notice, NoticeList, NoticeListQuery } from './contracts/notices';

// Both reads take the page's language (titles and texts translated where a notice has them):
// `lang` is in the URL (pages are cached per URL) and in the query key.

// GET /v1/notices - published service notices, pinned first, then newest.
const listNotices = cache((query: NoticeListQuery = {}, lang: Locale = 'ko') =>
  apiFetch<NoticeList>('/v1/notices', { query: { ...query, lang } }),
);

// GET /v1/notices/{id} - one published notice (404 otherwise).
export const getNotice = cache((id: number, lang: Locale = 'ko') =>
  apiFetch<Notice>(`/v1/notices/${id}`, { query: { lang } }),
);

const noticeKeys = {
  all: ['notices'] as const,
  list: (query: Omit<NoticeListQuery, 'page'>, lang: Locale) => ['notices', 'list', query, lang] as const,
};

export const noticeQueries = {
  list: (query: Omit<NoticeListQuery, 'page'> = {}, lang: Locale = 'ko') =>
    infiniteQueryOptions({
      queryKey: noticeKeys.list(query, lang),
      queryFn: ({ pageParam }) => listNotices({ ...query, page: pageParam }, lang),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined),
    }),
};
