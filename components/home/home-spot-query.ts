import type { SpotListQuery } from '@/api/contracts/spots';

/**
 * The home list's query, shared by the page (server prefetch) and the list (browser): the
 * query key includes it, so both sides must use the very same values to share the cache.
 */
export const HOME_SPOT_QUERY = { periodType: 'IN_PROGRESS', page: 0, size: 20 } as const satisfies SpotListQuery;
