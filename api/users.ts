import type { QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { ActivityStats, Me, NicknameAvailability, SpotState } from './contracts/users';
import type { SpotDetail } from './contracts/spots';
import { ResultCode } from './error-codes';
import { setCachedPick } from './pick-cache';
import { spotKeys } from './spot-keys';

// GET /v1/users/me - the signed-in caller's profile (401 40100000 anonymous, 40100001 stale token)
export function getMe(): Promise<Me> {
  return apiFetch<Me>('/v1/users/me', { viewer: true });
}

/**
 * getMe for pages that need a finished sign-up: an account still at the /signup step is
 * SIGNUP_REQUIRED, as every other user route answers it (api/signed-in-or-login.ts sends the
 * reader to /signup).
 */
export async function getSignedUpMe(): Promise<Me> {
  const me = await getMe();
  if (!me.signedUp) throw new ApiError(ResultCode.SIGNUP_REQUIRED);
  return me;
}

// GET /v1/users/nickname - may I take this nickname? (always 200 with the verdict)
export function checkNickname(nickname: string, signal?: AbortSignal): Promise<NicknameAvailability> {
  return apiFetch<NicknameAvailability>('/v1/users/nickname', { query: { nickname }, signal });
}

// DELETE /v1/users/me - delete the caller's account. The caller then clears the stored login
// values (api/client-session.ts `clearClientSession`), as the spec asks.
function deleteMe(): Promise<null> {
  return apiFetch<null>('/v1/users/me', { method: 'DELETE' });
}

// GET /v1/users/me/spot-states - my pick and alert on the pop-ups a cached page shows
// (signed in only: callers check hasAccessToken() first).
export function getMySpotStates(spotIds: number[]): Promise<SpotState[]> {
  return apiFetch<SpotState[]>('/v1/users/me/spot-states', { query: { spotIds: spotIds.join(',') } });
}

/**
 * The reader's own states (getMySpotStates, asked by hooks/use-my-spot-states.ts) written
 * into every cached copy of those pop-ups: the pick as setCachedPick writes it, and whether
 * an alert is set into each language's detail, where the buttons read them.
 */
export function writeSpotStates(queryClient: QueryClient, states: readonly SpotState[]) {
  for (const state of states) {
    setCachedPick(queryClient, state.spotId, state.pickId);
    queryClient.setQueriesData<SpotDetail>({ queryKey: spotKeys.detailsOf(state.spotId) }, (old) =>
      old ? { ...old, isReservationNotificationRegistered: state.isReservationNotificationRegistered } : old,
    );
  }
}

// GET /v1/users/activity-stats - the counts on my page (picks, reviews, visits, waitings)
export function getActivityStats(): Promise<ActivityStats> {
  return apiFetch<ActivityStats>('/v1/users/activity-stats', { viewer: true });
}

// PUT /v1/users/me - change my nickname (409 NICKNAME_TAKEN when someone has it).
function updateMe(body: { nickname: string }): Promise<Me> {
  return apiFetch<Me>('/v1/users/me', { method: 'PUT', body });
}

// PUT /v1/users/me/profile-image - a new profile picture (multipart `file`).
function updateProfileImage(file: Blob): Promise<Me> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'profile.jpg');
  return apiFetch<Me>('/v1/users/me/profile-image', { method: 'PUT', body: form });
}

// DELETE /v1/users/me/profile-image - back to the default picture.
function removeProfileImage(): Promise<Me> {
  return apiFetch<Me>('/v1/users/me/profile-image', { method: 'DELETE' });
}

// ---- Writes (decision 023). Nothing cached holds the profile: the pages render it from the
// server, and the header reads the login cookies the server re-issues with a new nickname.

/** Changes my nickname; the editor explains every failure itself (taken, gone, the rest). */
export function useUpdateNickname() {
  return useApiMutation({ mutationFn: (nickname: string) => updateMe({ nickname }), meta: { handles: true } });
}

/** A new profile picture, or (null) back to the default; the editor explains every failure. */
export function useSetProfilePicture() {
  return useApiMutation({
    mutationFn: (file: Blob | null) => (file ? updateProfileImage(file) : removeProfileImage()),
    meta: { handles: true },
  });
}

/**
 * Deletes my account; the confirmation explains a failure in place. On success the caller
 * clears the stored login values and loads home afresh, so nothing cached outlives it.
 */
export function useDeleteAccount() {
  return useApiMutation({ mutationFn: deleteMe, meta: { handles: true } });
}
