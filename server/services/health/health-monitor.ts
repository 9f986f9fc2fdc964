import 'server-only';
import { is, sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Client, type Pool } from 'pg';
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
const WANTED_KEY = Symbol.for('popspot.health.wanted');
const holder = globalThis as unknown as Record<symbol, HealthState | boolean | undefined> & {
  [STATE_KEY]?: HealthState;
};

/**
 * Starts pinging the database once a second (once per process; later calls do nothing). A
 * ping that is still running when the next is due is not doubled: on a database that has
 * stopped answering, okAt simply grows old and the front answers 503.
 */
export function startHealthMonitor(): void {
  // Only where the production server answers from it (api-admission.mjs asks for it); tests
  // and scripts that call the API in-process keep no pinging timer or connection.
  if (holder[STATE_KEY] || !holder[WANTED_KEY]) return;
  const state: HealthState = {
    driver: 'pglite',
    version: HEALTH_VERSION,
    startedAt: Date.now(),
    okAt: 0,
    latencyMs: 0,
  };
  holder[STATE_KEY] = state;
  let pinging = false;
  // On PostgreSQL the ping has a connection of its own: in a rush every pooled one may be
  // queued behind the work, and the check would wait for them (issue 30).
  let own: Client | null = null;
  const ping = async () => {
    if (pinging) return;
    pinging = true;
    const started = performance.now();
    try {
      const db = await getDb();
      if (is(db, NodePgDatabase)) {
        if (!own) {
          const client = new Client((db as unknown as { $client: Pool }).$client.options);
          client.on('error', () => {
            if (own === client) own = null;
            client.end().catch(() => undefined);
          });
          await client.connect();
          own = client;
        }
        await own.query('select 1');
      } else {
        await db.execute(sql`select 1`);
      }
      state.driver = is(db, NodePgDatabase) ? 'postgres' : 'pglite';
      state.latencyMs = Math.round((performance.now() - started) * 10) / 10;
      state.okAt = Date.now();
    } catch {
      // okAt grows old; the front answers 503 once it is stale. A broken connection is made anew.
      own?.end().catch(() => undefined);
      own = null;
    } finally {
      pinging = false;
    }
  };
  void ping();
  setInterval(() => void ping(), PING_EVERY_MS).unref();
}
