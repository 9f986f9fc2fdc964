'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the sentinel element comes within `rootMargin` of the viewport, while
 * `enabled`. The observer is re-armed whenever `enabled` flips back on, so a sentinel that is
 * still visible after a page loaded (short pages, tall screens) asks for the next one too.
 * Without IntersectionObserver nothing happens: the visible 'load more' button remains.
 */
export function useLoadMoreSentinel<T extends Element>(enabled: boolean, onReach: () => void, rootMargin = '600px') {
  const ref = useRef<T>(null);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return ref;
}
