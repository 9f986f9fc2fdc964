import 'server-only';
import { is, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
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
  // PGlite serves one process: this process's memory is the one place every request of that
  // database passes, so counting there is exact and costs no query on the hot path (issue 30).
  if (is(executor, PgliteDatabase)) return countInMemory(executor, input);
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

/** Windows of the PGlite databases of this process (tests open one per file). */
const memoryWindows = new WeakMap<object, Map<string, { startedAt: number; windowMs: number; hits: number }>>();
/** Past this many keys, windows that have ended are swept before a new one is added. */
const SWEEP_ABOVE = 10_000;

function countInMemory(db: object, input: { key: string; windowMs: number; now?: number }): RateLimitCount {
  const now = input.now ?? Date.now();
  let windows = memoryWindows.get(db);
  if (!windows) memoryWindows.set(db, (windows = new Map()));
  let window = windows.get(input.key);
  if (!window || window.startedAt <= now - input.windowMs) {
    if (!window && windows.size >= SWEEP_ABOVE) {
      for (const [key, w] of windows) if (w.startedAt <= now - w.windowMs) windows.delete(key);
    }
    window = { startedAt: now, windowMs: input.windowMs, hits: 0 };
    windows.set(input.key, window);
  }
  window.hits += 1;
  return { hits: window.hits, resetAt: window.startedAt + input.windowMs };
}
