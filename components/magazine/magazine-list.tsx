'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { magazineQueries } from '@/api/magazines';
import type { Locale } from '@/lib/locales';
import { MagazineCard } from './magazine-card';
import { MAGAZINE_LIST_PAGE_SIZE } from './magazine-queries';

/**
 * The magazine's posts, newest first. The first page comes server-rendered; further pages
 * load when the end of the list scrolls into view, and a 'load more' button does the same
 * for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function MagazineList() {
  const locale = useLocale();
  const t = useTranslations('magazine');
  const common = useTranslations('common');
  const query = useInfiniteQuery(magazineQueries.list({ size: MAGAZINE_LIST_PAGE_SIZE, lang: locale as Locale }));
  const { data, isPending, isError, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isPending) {
    return (
      <p role="status" className="px-4 py-10 text-center text-sm text-ink-muted">
        {common('loading')}
      </p>
    );
  }
  if (isError && !data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm">
        <p>{t('loadError')}</p>
        <button
          type="button"
          onClick={() => refetch()}
          disabled={isFetching}
          className="inline-flex h-11 items-center rounded-full border border-line px-5 font-semibold disabled:opacity-50"
        >
          {common('retry')}
        </button>
      </div>
    );
  }
  const posts = data.pages.flatMap((page) => page.content);
  if (posts.length === 0) return <p className="px-4 py-10 text-center text-sm text-ink-muted">{t('empty')}</p>;

  return (
    <div className="flex flex-col gap-2 pb-10">
      <ul aria-label={t('listLabel')} className="flex flex-col gap-1 px-2">
        {posts.map((post, i) => (
          <li key={post.id}>
            <MagazineCard post={post} priority={i === 0} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="flex flex-col items-center gap-2 px-4 pt-2">
        {hasNextPage ? (
          <button
            type="button"
            onClick={() => fetchNextPage()}
            disabled={isFetchingNextPage}
            className="inline-flex h-11 items-center rounded-full border border-line px-5 text-sm font-semibold disabled:opacity-50"
          >
            {t('loadMore')}
          </button>
        ) : (
          <p className="text-sm text-ink-muted">{t('end')}</p>
        )}
        {/* Announced politely while a page loads; a failed page offers the button again. */}
        <p role="status" className="sr-only">
          {isFetchingNextPage ? t('loadingMore') : ''}
        </p>
        {query.isFetchNextPageError && (
          <p role="alert" className="text-sm">
            {t('loadError')}
          </p>
        )}
      </div>
    </div>
  );
}
