'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { magazineQueries } from '@/api/magazines';
import type { Locale } from '@/lib/locales';
import { EmptyState, LoadError } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons/inbox';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingState, RowSkeleton } from '@/components/ui/skeleton';
import { MagazineCard } from '@/components/shared/magazine/magazine-card';
import { MAGAZINE_LIST_PAGE_SIZE } from './magazine-queries';

/**
 * The magazine's posts, newest first. The first page comes server-rendered; further pages
 * load when the end of the list scrolls into view, and a 'load more' button does the same
 * for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function MagazineList() {
  const locale = useLocale();
  const t = useTranslations('magazine');
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
      <LoadingState>
        <RowSkeleton />
      </LoadingState>
    );
  }
  if (isError && !data) return <LoadError message={t('loadError')} onRetry={() => refetch()} retrying={isFetching} />;
  const posts = data.pages.flatMap((page) => page.content);
  if (posts.length === 0) return <EmptyState icon={<InboxIcon />} title={t('empty')} />;

  return (
    <div className="flex flex-col gap-2 pb-10">
      <ul aria-label={t('listLabel')} className="flex flex-col gap-1 px-2">
        {posts.map((post, i) => (
          <li key={post.id}>
            <MagazineCard post={post} priority={i === 0} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="flex flex-col items-center gap-2 px-gutter pt-2">
        {hasNextPage ? (
          <LoadMoreButton label={t('loadMore')} onClick={() => fetchNextPage()} loading={isFetchingNextPage} />
        ) : (
          <p className="text-label text-ink-muted">{t('end')}</p>
        )}
        {/* Announced politely while a page loads; a failed page offers the button again. */}
        <p role="status" className="sr-only">
          {isFetchingNextPage ? t('loadingMore') : ''}
        </p>
        {query.isFetchNextPageError && (
          <p role="alert" className="text-label text-danger">
            {t('loadError')}
          </p>
        )}
      </div>
    </div>
  );
}
