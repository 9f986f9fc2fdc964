import 'server-only';
import type { Context } from 'hono';
import { apiError, type ApiError } from '@/api/api-error';
import type { ResultCodeName } from '@/api/error-codes';

type Waiting = ApiError & { retryAfterSeconds: number };

/** A refusal that ends at a known time (a lock-out, the resend limit): the wait goes in Retry-After. */
export function retryLater(name: ResultCodeName, seconds: number): ApiError {
  return Object.assign(apiError(name), { retryAfterSeconds: seconds });
}

/**
 * Runs a handler's service call; when it refuses with a wait, the answer carries
 * `Retry-After: <seconds>` (the error envelope itself is written by the app's onError, which
 * keeps the headers set on the context).
 */
export async function answerWithRetryAfter<T>(c: Context, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const seconds = (error as Partial<Waiting>)?.retryAfterSeconds;
    if (typeof seconds === 'number') c.header('Retry-After', String(seconds));
    throw error;
  }
}
