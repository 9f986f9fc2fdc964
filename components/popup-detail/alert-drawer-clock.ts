'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** Often enough for a 10-minute rule to switch on time, rarely enough to cost nothing. */
const TICK_MS = 15_000;
/** setTimeout's longest wait; a boundary further away is caught by the ticks meanwhile. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

// Whole seconds, so consecutive reads within a render agree (useSyncExternalStore requires
// a stable snapshot) while the value still follows the clock.
const getSnapshot = () => Math.floor(Date.now() / 1000) * 1000;
// No clock during server rendering and hydration: time-dependent controls appear after
// hydration instead of mismatching (the server's "now" is not the reader's).
const getServerSnapshot = () => null;

/**
 * The current time in ms, re-read every 15 s; null on the server and while hydrating. With
 * `boundary` (an instant a rule turns at, e.g. a window's end) it is also re-read just after
 * that instant, so what depends on it changes on time rather than up to 15 s late.
 */
export function useClientNow(boundary?: number | null): number | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const ticker = window.setInterval(onChange, TICK_MS);
      // Past the boundary's whole second: the snapshot is floored to seconds.
      const wait = boundary == null ? -1 : boundary - Date.now() + 1000;
      const timer = wait > 0 && wait <= MAX_TIMEOUT_MS ? window.setTimeout(onChange, wait) : undefined;
      return () => {
        window.clearInterval(ticker);
        window.clearTimeout(timer);
      };
    },
    [boundary],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
