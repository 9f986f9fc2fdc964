import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { SpotSearchItem } from './contracts/search';
import type { SpotDetail } from './contracts/spots';
import type { SpotState } from './contracts/users';
import { meKeys } from './me-keys';
import { searchKeys } from './search';
import { spotKeys } from './spot-keys';

/*
 * The pick state in the query cache, apart from the pick writes (api/picks.ts): every list
 * keeps it current (the reader's picks arrive after hydration), while the writes and their
 * toasts load with the first tap of a heart (decision 028).
 */

/**
 * Stands in for the pick id between the tap and the server's answer, so the heart fills at
 * once. Never sent anywhere: the toggle ignores taps while a change is in flight.
 */
export const OPTIMISTIC_PICK_ID = -1;

type ItemsPage = { content: SpotSearchItem[] };
type CachedSearch = ItemsPage | InfiniteData<ItemsPage> | undefined;

function patchPage<T extends ItemsPage>(page: T, spotId: number, pickId: number | null): T {
  if (!page.content.some((item) => item.id === spotId)) return page;
  return { ...page, content: page.content.map((item) => (item.id === spotId ? { ...item, pickId } : item)) };
}

/**
 * Writes a pick state into every cached copy of the pop-up: its detail in every language,
 * every search answer holding it (the endless list's pages, single pages, the map) and the
 * reader's spot states (which the hearts on a cached page read), so the list, the map and
 * the detail agree without refetching every loaded page.
 */
export function setCachedPick(queryClient: QueryClient, spotId: number, pickId: number | null) {
  queryClient.setQueriesData<SpotDetail>({ queryKey: spotKeys.detailsOf(spotId) }, (old) =>
    old ? { ...old, pickId } : old,
  );
  queryClient.setQueriesData<CachedSearch>({ queryKey: searchKeys.all }, (data) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data && Array.isArray(data.pages)) {
      return { ...data, pages: data.pages.map((page) => patchPage(page, spotId, pickId)) };
    }
    if ('content' in data && Array.isArray(data.content)) return patchPage(data, spotId, pickId);
    return data;
  });
  queryClient.setQueriesData<SpotState[]>({ queryKey: meKeys.spotStatesAll }, (states) =>
    states?.some((state) => state.spotId === spotId)
      ? states.map((state) => (state.spotId === spotId ? { ...state, pickId } : state))
      : states,
  );
}

/**
 * The pick state to show for a pop-up on a list: the list's own view (`listPickId`, as of
 * `listUpdatedAt`; a cached page's list is everyone's, so 0) unless a newer cached copy
 * says otherwise: the reader's spot states (useMySpotStates) or the pop-up's detail (the
 * reader picked it there, then came back). So a list never contradicts what the reader
 * just did.
 */
export function newestPickId(
  queryClient: QueryClient,
  spotId: number,
  listPickId: number | null,
  listUpdatedAt: number,
): number | null {
  let pickId = listPickId;
  let updatedAt = listUpdatedAt;
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ queryKey: spotKeys.detailsOf(spotId) })) {
    const detail = query.state.data as Pick<SpotDetail, 'pickId'> | undefined;
    if (detail && query.state.dataUpdatedAt > updatedAt) {
      pickId = detail.pickId;
      updatedAt = query.state.dataUpdatedAt;
    }
  }
  for (const query of cache.findAll({ queryKey: meKeys.spotStatesAll })) {
    const state = (query.state.data as SpotState[] | undefined)?.find((candidate) => candidate.spotId === spotId);
    if (state && query.state.dataUpdatedAt > updatedAt) {
      pickId = state.pickId;
      updatedAt = query.state.dataUpdatedAt;
    }
  }
  return pickId;
}
