import type { Ref } from 'react';
import { Button } from './button';

/**
 * 'Load more' under a paged list: a button rather than endless scrolling alone, so keyboard
 * and screen-reader users (and browsers without IntersectionObserver) reach the next page
 * and the footer stays reachable. Busy, and deaf to presses, while the page loads.
 */
export function LoadMoreButton({
  label,
  onClick,
  loading,
  ref,
}: {
  label: string;
  onClick: () => void;
  loading: boolean;
  /** For a sentinel that loads the page by itself when the button scrolls into view. */
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex justify-center px-gutter pt-2 pb-8">
      <Button ref={ref} variant="outline" className="min-w-40" onClick={onClick} loading={loading}>
        {label}
      </Button>
    </div>
  );
}
