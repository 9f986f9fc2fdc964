'use client';

import { useTranslations } from 'next-intl';

/** A list's loading line (a live region, so screen readers hear it once). */
export function ListLoading() {
  const common = useTranslations('common');
  return (
    <p role="status" className="px-4 py-8 text-center text-sm text-ink-muted">
      {common('loading')}
    </p>
  );
}

/** A list that failed: what happened and a way to try again. */
export function ListError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const common = useTranslations('common');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm">
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="inline-flex h-11 items-center rounded-full border border-line px-5 font-semibold disabled:opacity-50"
      >
        {common('retry')}
      </button>
    </div>
  );
}

/**
 * 'Load more' under a paged list: a button rather than endless scrolling, so the footer and
 * the links below stay reachable by keyboard. Busy while the next page loads.
 */
export function LoadMoreButton({ label, onClick, loading }: { label: string; onClick: () => void; loading: boolean }) {
  const common = useTranslations('common');
  return (
    <div className="flex justify-center px-4 pt-2 pb-8">
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        aria-busy={loading}
        className="inline-flex h-11 min-w-40 items-center justify-center rounded-full border border-line px-5 text-sm font-semibold hover:bg-canvas disabled:opacity-50"
      >
        {loading ? common('loading') : label}
      </button>
    </div>
  );
}
