'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { LoadError } from './empty-state';
import { LoadingState } from './skeleton';

/** What a gate reads of a query result (useQuery's or useInfiniteQuery's). */
export type GatedQuery<T> = {
  data: T | undefined;
  /** Failures so far: kept through a retry, when TanStack Query sets the status back to pending. */
  errorUpdateCount: number;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/**
 * Retrying without losing focus. A query without data that has failed keeps showing its
 * error while it asks again, so the busy 'try again' button stays where the reader is (the
 * status alone would flip to pending and swap the button for the skeleton). When the answer
 * replaces the button, focus moves to the region it was in, never to the page's top.
 */
export function useRetryFocus(showingError: boolean) {
  const region = useRef<HTMLDivElement>(null);
  const retried = useRef(false);
  useEffect(() => {
    if (showingError || !retried.current) return;
    retried.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body) region.current?.focus();
  }, [showingError]);
  return { region, markRetry: () => (retried.current = true) };
}

/** The query's first load failed (and no data has come since): its error, not its skeleton. */
export const failedWithoutData = (query: GatedQuery<unknown>) => query.data === undefined && query.errorUpdateCount > 0;

/**
 * One item's query states: the skeleton while it first loads (announced politely), the error
 * with 'try again', then the content. Data on hand (prefetched, cached, a placeholder) shows
 * at once; a failed refresh of shown data keeps it.
 */
export function QueryGate<T>({
  query,
  skeleton,
  loadingLabel,
  errorLabel,
  size,
  className,
  children,
}: {
  query: GatedQuery<T>;
  /** The shape of what is coming (decorative: the gate says 'loading'). */
  skeleton: ReactNode;
  /** What the loading status says ('Loading…' by default). */
  loadingLabel?: string;
  /** What failed, shown above 'try again'. */
  errorLabel: ReactNode;
  /** 'compact' for a section of a page (the error's size). */
  size?: 'page' | 'compact';
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const failed = failedWithoutData(query);
  const { region, markRetry } = useRetryFocus(failed);
  const retry = () => {
    markRetry();
    void query.refetch();
  };
  return (
    <div ref={region} tabIndex={-1} className={cx('outline-none', className)}>
      {query.data !== undefined ? (
        children(query.data)
      ) : failed ? (
        <LoadError size={size} message={errorLabel} onRetry={retry} retrying={query.isFetching} />
      ) : (
        <LoadingState label={loadingLabel}>{skeleton}</LoadingState>
      )}
    </div>
  );
}
