import { apiFetch } from './client';
import type { ActivityStats, Me, SpotState } from './contracts/users';

// GET /v1/users/me - the signed-in caller's profile (401 40100000 anonymous, 40100001 stale token)
export function getMe(): Promise<Me> {
  return apiFetch<Me>('/v1/users/me', { viewer: true });
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
