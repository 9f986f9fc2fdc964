import { apiFetch } from './client';

// POST /v1/logs/spots/{id} - count a view of a pop-up's page. The transport adds the
// session id (X-Session-Id) and the token; a repeat view within 30 minutes is not counted.
// Fire and forget: callers ignore failures.
export function logSpotView(spotId: number): Promise<null> {
  return apiFetch<null>(`/v1/logs/spots/${spotId}`, { method: 'POST' });
}

// POST /v1/logs/search-keywords - count a keyword search whose first page came with a cached
// page (no GET /v1/spots from the browser counted it). Same visitor rules; fire and forget.
export function logSearchKeyword(keyword: string): Promise<null> {
  return apiFetch<null>('/v1/logs/search-keywords', { method: 'POST', body: { keyword } });
}
