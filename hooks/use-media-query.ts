'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following its changes. The server and the first render
 * say `serverValue` (default false), so hydration matches and the browser's answer follows.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}
