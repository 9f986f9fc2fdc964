'use client';

import { useEffect } from 'react';
import { claimOnce, pageViewKey } from './page-view-once';

/**
 * POST /v1/logs/spots/{id} once when the pop-up page is viewed (spec 4: "a spot view is
 * logged on page load"). Fire and forget: the browser client adds the anonymous session
 * header the API counts by, and a lost view log must never disturb the page.
 */
export function useSpotViewLog(spotId: number): void {
  useEffect(() => {
    if (!claimOnce(pageViewKey('view', spotId))) return;
    // Its code comes with the call: nothing on the page waits for a log (decision 028).
    import('@/api/view-logs').then(({ logSpotView }) => logSpotView(spotId)).catch(() => {});
  }, [spotId]);
}
