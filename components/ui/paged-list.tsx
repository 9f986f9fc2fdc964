'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLoadMoreSentinel } from '@/hooks/use-load-more-sentinel';
import { cx } from '@/lib/cx';
import { EmptyState, LoadError, type EmptyStateProps } from './empty-state';
import { LoadMoreButton } from './load-more-button';
import { failedWithoutData, useRetryFocus, type GatedQuery } from './query-gate';
import { LoadingState } from './skeleton';

/** What the list reads of useInfiniteQuery's result. */
type PagedQuery = GatedQuery<unknown> & {
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type Props<T> = {
  query: PagedQuery;
  /** The loaded pages' items, as the caller flattens them (deduplicated, filtered...). */
  items: T[];
  /** The shape of the first page (decorative: the list says 'loading'). */
  skeleton: ReactNode;
  /** What shows when the first page has no items. */
  empty: EmptyStateProps;
  /** What failed, for the first page and for a later one. */
  errorLabel: string;
  loadMoreLabel: string;
  /** Said politely while a later page loads ('Loading more…' by default). */
  loadingMoreLabel?: string;
  /** Said under the last page, if anything. */
  endLabel?: string;
  /** Ask for the next page as the end nears the viewport (the button stays either way). */
  autoLoad?: boolean;
  className?: string;
  /** The items, drawn as the caller's list. */
  children: (items: T[]) => ReactNode;
};

/**
 * An endless list's states from one infinite query: the skeleton while the first page loads
 * (a polite status), its error with 'try again', the empty state, the items, then the footer:
 * 'load more' (and a sentinel that presses it as the end comes near), 'loading more' said
 * politely, and a later page's failure with 'try again' on that same button, so focus stays.
 */
export function PagedList<T>({
  query,
  items,
  skeleton,
  empty,
  errorLabel,
  loadMoreLabel,
  loadingMoreLabel,
  endLabel,
  autoLoad = true,
  className,
  children,
}: Props<T>) {
  const failed = failedWithoutData(query);
  const { region, markRetry } = useRetryFocus(failed);
  const retry = () => {
    markRetry();
    void query.refetch();
  };
  return (
    <div ref={region} tabIndex={-1} className={cx('outline-none', className)}>
      {query.data !== undefined ? (
        <>
          {items.length === 0 ? <EmptyState {...empty} /> : children(items)}
          <PagedListFooter
            query={query}
            autoLoad={autoLoad}
            labels={{ errorLabel, loadMoreLabel, loadingMoreLabel, endLabel }}
          />
        </>
      ) : failed ? (
        <LoadError message={errorLabel} onRetry={retry} retrying={query.isFetching} />
      ) : (
        <LoadingState>{skeleton}</LoadingState>
      )}
    </div>
  );
}

function PagedListFooter({
  query,
  autoLoad,
  labels,
}: {
  query: PagedQuery;
  autoLoad: boolean;
  labels: Pick<Props<unknown>, 'errorLabel' | 'loadMoreLabel' | 'loadingMoreLabel' | 'endLabel'>;
}) {
  const common = useTranslations('common');
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, isError, fetchNextPage } = query;
  // No automatic retries after an error: the button remains.
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(
    autoLoad && hasNextPage && !isFetchingNextPage && !isError,
    () => void fetchNextPage(),
  );
  if (!hasNextPage) {
    return labels.endLabel ? (
      <p className="px-gutter pt-2 text-center text-label text-ink-muted">{labels.endLabel}</p>
    ) : null;
  }
  return (
    <>
      {autoLoad ? <div ref={sentinel} aria-hidden="true" /> : null}
      {isFetchNextPageError ? (
        <p role="alert" className="px-gutter pt-2 text-center text-label text-danger">
          {labels.errorLabel}
        </p>
      ) : null}
      <LoadMoreButton
        label={isFetchNextPageError ? common('retry') : labels.loadMoreLabel}
        onClick={() => void fetchNextPage()}
        loading={isFetchingNextPage}
      />
      <p role="status" className="sr-only">
        {isFetchingNextPage ? (labels.loadingMoreLabel ?? common('loadingMore')) : ''}
      </p>
    </>
  );
}
