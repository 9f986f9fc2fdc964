'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { newestPickId } from '@/api/pick-cache';

/**
 * A list item's heart: the list's view of the reader's pick, or a newer one from the query
 * cache (newestPickId). It watches the cache itself rather than a query, so a heart on a
 * server-rendered card (a cached page, the same for everyone) fills once the reader's spot
 * states arrive, without the query code on the page's first load. The server render is
 * the list's view.
 */
export function useNewestPickId(spotId: number, listPickId: number | null, listUpdatedAt: number): number | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => newestPickId(queryClient, spotId, listPickId, listUpdatedAt),
    () => listPickId,
  );
}
