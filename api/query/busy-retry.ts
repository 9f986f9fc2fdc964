import { ApiError } from '../api-error';

/** How many times a read is tried again while the server says it is busy. */
const BUSY_RETRIES = 6;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * Retry rule for reads that a crowd makes at once (the waiting ticket in a pop-up's opening):
 * only a busy server (503) or a limit (429) is asked again; anything else fails as before.
 */
export function retryWhenBusy(failureCount: number, error: unknown): boolean {
  return ApiError.is(error) && (error.status === 503 || error.status === 429) && failureCount < BUSY_RETRIES;
}

/**
 * Waits what the server's Retry-After says, else doubles from a second, and spreads the
 * wait (x0.5 to x1.5) so a thousand pages turned away together do not return together.
 */
export function busyRetryDelay(failureCount: number, error: unknown): number {
  const asked = ApiError.is(error) ? error.retryAfterMs : undefined;
  const base = asked ?? Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** failureCount);
  return Math.round(base * (0.5 + Math.random()));
}
