import 'server-only';
import { is, sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { getDb } from '../../db/client';

/** How often the database is pinged while the process runs. */
const PING_EVERY_MS = 1_000;
export const HEALTH_VERSION = '2.0.0';

type HealthState = {
  driver: 'pglite' | 'postgres';
  version: string;
  startedAt: number;
  /** When the last ping answered (0: none yet). */
  okAt: number;
  latencyMs: number;
};

// Read by the production server's front (server/front/api-admission.mjs), which answers the
// health check from it without waiting behind the work (decision 060).
const STATE_KEY = Symbol.for('popspot.health');
const holder = globalThis as unknown as Record<symbol, HealthState | undefined>;

/**
 * Starts pinging the database once a second (once per process; later calls do nothing). A
 * ping that is still running when the next is due is not doubled: on a database that has
 * stopped answering, okAt simply grows old and the front answers 503.
 */
export function startHealthMonitor(): void {
  if (holder[STATE_KEY]) return;
  const state: HealthState = {
    driver: 'pglite',
    version: HEALTH_VERSION,
    startedAt: Date.now(),
    okAt: 0,
    latencyMs: 0,
  };
  holder[STATE_KEY] = state;
  let pinging = false;
  const ping = async () => {
    if (pinging) return;
    pinging = true;
    const started = performance.now();
    try {
      const db = await getDb();
      await db.execute(sql`select 1`);
      state.driver = is(db, NodePgDatabase) ? 'postgres' : 'pglite';
      state.latencyMs = Math.round((performance.now() - started) * 10) / 10;
      state.okAt = Date.now();
    } catch {
      // okAt grows old; the front answers 503 once it is stale.
    } finally {
      pinging = false;
    }
  };
  void ping();
  setInterval(() => void ping(), PING_EVERY_MS).unref();
}
