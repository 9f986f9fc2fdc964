import 'server-only';
import { is, sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { getDb, type Database, type Executor } from '../../db/client';
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
  // PostgreSQL: the requests of this process that arrive together share one statement.
  if (is(executor, NodePgDatabase)) return batchOf(executor).count(input.key, input.windowMs, input.now ?? Date.now());
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

type Waiting = {
  key: string;
  windowMs: number;
  now: number;
  resolve: (count: RateLimitCount) => void;
  reject: (error: unknown) => void;
};

/**
 * The counts of one PostgreSQL database from this process, sent together: while a statement is
 * on its way, the requests that arrive wait and then go as the next one, so a rush of writes
 * costs one round trip per batch instead of one each. The count stays in rate_limit_counters,
 * exact and shared by every process: a key asked n times in a batch adds n in one upsert, and
 * its requests read the n totals up to the one returned.
 */
class CountBatch {
  private waiting: Waiting[] = [];
  private sending = false;

  constructor(private readonly db: Database) {}

  count(key: string, windowMs: number, now: number): Promise<RateLimitCount> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, windowMs, now, resolve, reject });
      if (!this.sending) void this.send();
    });
  }

  private async send(): Promise<void> {
    this.sending = true;
    while (this.waiting.length > 0) {
      // One statement counts one window length, and a key once (with its requests' number).
      const { windowMs } = this.waiting[0];
      const batch = new Map<string, Waiting[]>();
      const later: Waiting[] = [];
      for (const w of this.waiting) {
        const same = batch.get(w.key);
        if (w.windowMs !== windowMs || (same && same[0].now !== w.now)) later.push(w);
        else if (same) same.push(w);
        else batch.set(w.key, [w]);
      }
      this.waiting = later;
      try {
        const totals = await this.upsert([...batch.values()], windowMs);
        for (const [key, requests] of batch) {
          const total = totals.get(key)!;
          requests.forEach((w, i) => w.resolve({ hits: total.hits - requests.length + 1 + i, resetAt: total.resetAt }));
        }
      } catch (error) {
        for (const requests of batch.values()) for (const w of requests) w.reject(error);
      }
    }
    this.sending = false;
  }

  private async upsert(keys: Waiting[][], windowMs: number): Promise<Map<string, RateLimitCount>> {
    const c = rateLimitCounters;
    // The same fixed window as a single count: a row whose window has passed starts again.
    const { rows } = await this.db.execute<{ key: string; hits: number; started_ms: number }>(sql`
      INSERT INTO ${c} (key, window_started_at, hits)
      SELECT r.key, to_timestamp(r.at_ms / 1000.0), r.n
        FROM unnest(${sql.param(keys.map((k) => k[0].key))}::text[], ${sql.param(keys.map((k) => k[0].now))}::float8[],
                    ${sql.param(keys.map((k) => k.length))}::int[]) AS r(key, at_ms, n)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN ${c.windowStartedAt} <= excluded.window_started_at - ${`${windowMs} milliseconds`}::interval
                    THEN excluded.hits ELSE ${c.hits} + excluded.hits END,
        window_started_at = CASE WHEN ${c.windowStartedAt} <= excluded.window_started_at - ${`${windowMs} milliseconds`}::interval
                    THEN excluded.window_started_at ELSE ${c.windowStartedAt} END
      RETURNING key, hits, (extract(epoch FROM window_started_at) * 1000)::float8 AS started_ms`);
    return new Map(
      rows.map((r) => [r.key, { hits: Number(r.hits), resetAt: Math.round(Number(r.started_ms)) + windowMs }]),
    );
  }
}

const batches = new WeakMap<object, CountBatch>();

function batchOf(db: Database): CountBatch {
  const client = (db as unknown as { $client: object }).$client;
  let batch = batches.get(client);
  if (!batch) batches.set(client, (batch = new CountBatch(db)));
  return batch;
}
