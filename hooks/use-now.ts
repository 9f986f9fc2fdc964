'use client';

import { useSyncExternalStore } from 'react';

/**
 * How often the clock moves: often enough for "called 3 min ago", the no-show countdown, a
 * slot turning past and "can still cancel".
 */
const TICK_MS = 15_000;

let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The time, in milliseconds, refreshed every 15 s: one clock shared by every component that
 * shows a relative time (the line console, the booking form), and a cached snapshot, as
 * useSyncExternalStore requires (a fresh Date.now() on every read re-renders without end). Null in the server render and while hydrating, so the server's clock never
 * disagrees with the browser's (relative times appear right after).
 */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => (now === 0 ? (now = Date.now()) : now),
    () => null,
  );
}
