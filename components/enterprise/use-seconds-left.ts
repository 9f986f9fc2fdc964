'use client';

import { useSyncExternalStore } from 'react';

/** A clock in whole seconds that ticks every second while someone listens. */
function subscribe(notify: () => void) {
  const timer = setInterval(notify, 1000);
  return () => clearInterval(timer);
}
const nowSeconds = () => Math.floor(Date.now() / 1000);
const unknownOnServer = () => null;

/**
 * Whole seconds until `until` (an ISO instant), ticking every second; 0 once passed or for
 * null. Null before hydration: the server cannot know the reader's clock, so the first render
 * shows no countdown rather than one that disagrees with the browser's.
 */
export function useSecondsLeft(until: string | null | undefined): number | null {
  const now = useSyncExternalStore(subscribe, nowSeconds, unknownOnServer);
  if (now === null) return null;
  const target = until ? Date.parse(until) : NaN;
  return Number.isNaN(target) ? 0 : Math.max(0, Math.ceil(target / 1000 - now));
}

/** 'm:ss' for a countdown. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
