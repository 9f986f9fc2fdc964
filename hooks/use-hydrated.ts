import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while hydrating, true after: for what only the browser
 * may render (a modal, a map), without a mismatch between the server's HTML and the first
 * client render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
