import 'server-only';
import { inArray, lt } from 'drizzle-orm';
import { getDb } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { logger } from '../logger';

/** Longer than any limit's window (the longest is an hour), so no live count is lost. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** How often one process sweeps at most (the scheduler calls every round). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const BATCH = 5_000;

/**
 * Deletes rate-limit counters whose window began over a day ago (decision 049): every
 * address, visitor and user that made a limited request leaves a row, and only the current
 * window's rows mean anything. Batches, so a flood of keys never makes one long statement;
 * idempotent, so any number of processes may run it at once. Answers how many went.
 */
export async function sweepRateLimitCounters(options: { now?: Date } = {}): Promise<number> {
  const db = await getDb();
  const cutoff = new Date((options.now ?? new Date()).getTime() - KEEP_MS);
  let total = 0;
  for (;;) {
    const stale = db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStartedAt, cutoff))
      .limit(BATCH);
    const gone = await db
      .delete(rateLimitCounters)
      .where(inArray(rateLimitCounters.key, stale))
      .returning({ key: rateLimitCounters.key });
    total += gone.length;
    if (gone.length < BATCH) break;
  }
  if (total > 0) logger.info('rate-limit counters swept', { count: total });
  return total;
}

let lastSweptAt = Number.NEGATIVE_INFINITY;

/** The scheduler's call: sweeps at most every ten minutes per process. */
export async function sweepRateLimitCountersWhenDue(now = Date.now()): Promise<void> {
  if (now - lastSweptAt < SWEEP_INTERVAL_MS) return;
  lastSweptAt = now;
  await sweepRateLimitCounters({ now: new Date(now) });
}
