'use client';

import { useEffect } from 'react';
import { logSpotView } from '@/api/spots';
import { useNavigationStore } from '@/stores/navigation-store';

/**
 * Keys of what already happened in this page view. A page view is one spot at one point of
 * the tab's navigation history: the counter only moves when the path changes, so switching
 * the detail tabs (a query change) or React Strict Mode's double effects find the key and do
 * nothing, while leaving the pop-up and coming back is a new view.
 */
const done = new Set<string>();

export function pageViewKey(kind: string, spotId: number): string {
  return `${kind}:${spotId}:${useNavigationStore.getState().inAppNavigations}`;
}

/** Marks `key` as done; false when it already was. */
export function claimOnce(key: string): boolean {
  if (done.has(key)) return false;
  done.add(key);
  return true;
}

/** Tests start every case from a fresh page. */
export function resetPageViewOnce(): void {
  done.clear();
}

/**
 * POST /v1/logs/spots/{id} once when the pop-up page is viewed (spec 4: "a spot view is
 * logged on page load"). Fire and forget: the browser client adds the anonymous session
 * header the API counts by, and a lost view log must never disturb the page.
 */
export function useSpotViewLog(spotId: number): void {
  useEffect(() => {
    if (!claimOnce(pageViewKey('view', spotId))) return;
    logSpotView(spotId).catch(() => {});
  }, [spotId]);
}
