import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { ActivityStats, Me, NicknameAvailability, SpotState } from './contracts/users';
import { ResultCode } from './error-codes';

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
export function deleteMe(): Promise<null> {
  return apiFetch<null>('/v1/users/me', { method: 'DELETE' });
}

// GET /v1/users/me/spot-states - my pick and alert on the pop-ups a cached page shows
// (signed in only: callers check hasAccessToken() first).
export function getMySpotStates(spotIds: number[]): Promise<SpotState[]> {
  return apiFetch<SpotState[]>('/v1/users/me/spot-states', { query: { spotIds: spotIds.join(',') } });
}

// GET /v1/users/activity-stats - the counts on my page (picks, reviews, visits, waitings)
export function getActivityStats(): Promise<ActivityStats> {
  return apiFetch<ActivityStats>('/v1/users/activity-stats', { viewer: true });
}

// PUT /v1/users/me - change my nickname (409 NICKNAME_TAKEN when someone has it).
export function updateMe(body: { nickname: string }): Promise<Me> {
  return apiFetch<Me>('/v1/users/me', { method: 'PUT', body });
}

// PUT /v1/users/me/profile-image - a new profile picture (multipart `file`).
export function updateProfileImage(file: Blob): Promise<Me> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'profile.jpg');
  return apiFetch<Me>('/v1/users/me/profile-image', { method: 'PUT', body: form });
}

// DELETE /v1/users/me/profile-image - back to the default picture.
export function removeProfileImage(): Promise<Me> {
  return apiFetch<Me>('/v1/users/me/profile-image', { method: 'DELETE' });
}
