'use client';

import { useLoadMoreSentinel } from '@/hooks/use-load-more-sentinel';
import { LoadMoreButton } from './load-more-button';

type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The end of an endless list: an invisible sentinel that asks for the next page as it nears
 * the viewport, and the 'load more' button for keyboards, screen readers and browsers without
 * IntersectionObserver. Nothing once the last page is in; no automatic retries after an error
 * (the button remains).
 */
export function EndlessListFooter({ query, label }: { query: PagedQuery; label: string }) {
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(
    hasNextPage && !isFetchingNextPage && !isError,
    () => void fetchNextPage(),
  );
  if (!hasNextPage) return null;
  return (
    <>
      <div ref={sentinel} aria-hidden="true" />
      <LoadMoreButton label={label} onClick={() => void fetchNextPage()} loading={isFetchingNextPage} />
    </>
  );
}
