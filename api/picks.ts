import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { PickBody, PickCreated } from './contracts/picks';
import type { SpotSearchItem } from './contracts/search';
import type { SpotDetail } from './contracts/spots';
import { searchKeys } from './search';
import { spotKeys } from './spot-keys';
import { meKeys } from './users';
import type { Locale } from '@/lib/locales';

// POST /v1/users/picks - pick a pop-up; picking again answers the same pick id.
// 401 anonymous, 400 40000001 deleted pop-up, 404 unknown pop-up.
export function createPick(body: PickBody): Promise<PickCreated> {
  return apiFetch<PickCreated>('/v1/users/picks', { method: 'POST', body });
}

// DELETE /v1/users/picks/{id} - remove one of my picks (404 when it is not mine or gone).
export function deletePick(pickId: number): Promise<null> {
  return apiFetch<null>(`/v1/users/picks/${pickId}`, { method: 'DELETE' });
}

// DELETE /v2/users/picks - remove my pick of an item by reference (succeeds when there is none).
export function deletePickByReference(body: PickBody): Promise<null> {
  return apiFetch<null>('/v2/users/picks', { method: 'DELETE', body });
}

/** Every pick list (my picks, calendars, counts) sits under `all`, invalidated after a change. */
const pickKeys = {
  all: ['picks'] as const,
};

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
 * and every search answer holding it (the endless list's pages, single pages, the map), so
 * the list, the map and the detail agree without refetching every loaded page.
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
}

export type PickChange = { action: 'add' } | { action: 'remove'; pickId: number };

/**
 * Picking and unpicking a pop-up (spec 4), for every place that picks: optimistic in every
 * cached copy, put back on failure, then the pop-up's details and the pick lists refetch.
 * Failures are the caller's to explain, except 401, which the query client's one handler
 * turns into the login modal.
 */
export function usePickMutation(spotId: number, options: { onSettled?: (picked: boolean) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PickChange): Promise<number | null> => {
      if (change.action === 'add') return (await createPick({ referenceId: spotId, type: 'POPUP' })).pickId;
      await deletePick(change.pickId);
      return null;
    },
    // The toggle explains failures in the pick's own words; a lost session is the client's.
    meta: { handles: (error: ApiError) => error.status !== 401 },
    onMutate: async (change) => {
      // A refetch landing now would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: spotKeys.detailsOf(spotId) });
      await queryClient.cancelQueries({ queryKey: searchKeys.all });
      // The page's first answer about my picks (hooks/use-my-spot-states.ts) is older than this tap.
      await queryClient.cancelQueries({ queryKey: meKeys.spotStatesAll });
      const previous = change.action === 'add' ? null : change.pickId;
      setCachedPick(queryClient, spotId, change.action === 'add' ? OPTIMISTIC_PICK_ID : null);
      return { previous };
    },
    onSuccess: (pickId) => setCachedPick(queryClient, spotId, pickId),
    onError: (_error, _change, context) => setCachedPick(queryClient, spotId, context?.previous ?? null),
    onSettled: (pickId, error, _change, context) => {
      // Where the server now stands: the new pick, or what was there before a failure.
      options.onSettled?.(error ? (context?.previous ?? null) !== null : pickId !== null);
      void queryClient.invalidateQueries({ queryKey: spotKeys.detailsOf(spotId) });
      void queryClient.invalidateQueries({ queryKey: pickKeys.all });
    },
  });
}

/** Whether a failed pick change means the pop-up (or the pick) no longer exists. */
export function isPickGone(error: unknown): error is ApiError {
  return ApiError.is(error) && (error.status === 400 || error.status === 404);
}

/**
 * The pick state to show for a list item: the detail page's cached copy of the pop-up wins
 * when it is newer than the list's page (the reader picked it there, then came back), so the
 * list never contradicts what the reader just did.
 */
export function freshPickId(
  queryClient: QueryClient,
  item: SpotSearchItem,
  lang: Locale,
  listUpdatedAt: number,
): number | null {
  const detail = queryClient.getQueryState<{ pickId: number | null }>(spotKeys.detail(item.id, lang));
  if (detail?.data && detail.dataUpdatedAt > listUpdatedAt) return detail.data.pickId;
  return item.pickId;
}
