import { apiFetch } from './client';

// POST /v1/logs/spots/{id} - count a view of a pop-up's page. The transport adds the
// session id (X-Session-Id) and the token; a repeat view within 30 minutes is not counted.
// Fire and forget: callers ignore failures.
export function logSpotView(spotId: number): Promise<null> {
  return apiFetch<null>(`/v1/logs/spots/${spotId}`, { method: 'POST' });
}
