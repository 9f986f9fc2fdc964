import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { PickBody, PickCreated } from './contracts/picks';
import { OPTIMISTIC_PICK_ID, setCachedPick } from './pick-cache';
import { searchKeys } from './search';
import { spotKeys } from './spot-keys';
import { meKeys } from './me-keys';

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
