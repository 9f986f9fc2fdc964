import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

export type RateLimitCount = {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** When the current window ends (epoch ms): the count starts again from there. */
  resetAt: number;
};

/**
 * Counts one request against `key` (a limit's name and the caller: 'sign-in:a:203.0.113.7')
 * in a fixed window of `windowMs`, in one atomic statement on rate_limit_counters, so the
 * count holds across every app process on the database (decision 049): the first request
 * makes the row; a later one adds to it, or, once the window has passed, starts a new window
 * at 1. Concurrent requests on one key queue on the row and each read its own total.
 */
export async function countRequest(
  input: { key: string; windowMs: number; now?: number },
  db?: Executor,
): Promise<RateLimitCount> {
  const executor = db ?? (await getDb());
  const now = new Date(input.now ?? Date.now());
  const windowEnded = new Date(now.getTime() - input.windowMs);
  const c = rateLimitCounters;
  const [row] = await executor
    .insert(c)
    .values({ key: input.key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: c.key,
      // Every expression reads the row as it was: both CASEs ask the same question.
      set: {
        hits: sql`CASE WHEN ${c.windowStartedAt} <= ${windowEnded.toISOString()}::timestamptz THEN 1 ELSE ${c.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${c.windowStartedAt} <= ${windowEnded.toISOString()}::timestamptz THEN excluded.window_started_at ELSE ${c.windowStartedAt} END`,
      },
    })
    .returning({ hits: c.hits, windowStartedAt: c.windowStartedAt });
  return { hits: row.hits, resetAt: row.windowStartedAt.getTime() + input.windowMs };
}
