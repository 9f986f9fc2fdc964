import { apiFetch } from './client';
import type { PickBody, PickCreated } from './contracts/picks';

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
export const pickKeys = {
  all: ['picks'] as const,
};
