'use client';

import { useEffect } from 'react';
import { useNavigationStore } from '@/stores/navigation-store';
import { claimOnce } from './page-view-once';

/**
 * Counts a keyword search whose first page came with the (cached) page, once per page view:
 * a shared link or a ranking keyword opens /popup/list?keyword=… from the cache, and no
 * GET /v1/spots of the browser's counted it. Searches made on the page itself are counted
 * by that GET. Fire and forget; the API counts one per visitor and keyword per 10 minutes.
 */
export function useSearchKeywordLog(keyword: string): void {
  useEffect(() => {
    if (!keyword) return;
    if (!claimOnce(`search:${keyword}:${useNavigationStore.getState().inAppNavigations}`)) return;
    // Its code comes with the call: nothing on the page waits for a log (decision 028).
    import('@/api/view-logs').then(({ logSearchKeyword }) => logSearchKeyword(keyword)).catch(() => {});
  }, [keyword]);
}
