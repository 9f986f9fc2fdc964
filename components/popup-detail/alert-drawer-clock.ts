'use client';

import { useSyncExternalStore } from 'react';

/** Often enough for a 10-minute rule to switch on time, rarely enough to cost nothing. */
const TICK_MS = 15_000;

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, TICK_MS);
  return () => window.clearInterval(timer);
}

// Whole seconds, so consecutive reads within a render agree (useSyncExternalStore requires
// a stable snapshot) while the value still follows the clock.
const getSnapshot = () => Math.floor(Date.now() / 1000) * 1000;
// No clock during server rendering and hydration: time-dependent controls appear after
// hydration instead of mismatching (the server's "now" is not the reader's).
const getServerSnapshot = () => null;

/** The current time in ms, re-read every 15 s; null on the server and while hydrating. */
export function useClientNow(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
