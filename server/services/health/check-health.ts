import 'server-only';
import { is, sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { apiError } from '@/api/api-error';
import type { Health } from '@/api/contracts/health';
import { getDb, type Database } from '../../db/client';
import { logger } from '../../logger';
import { HEALTH_VERSION, startHealthMonitor } from './health-monitor';

/**
 * Runs a trivial query so a load balancer takes us out when the database is gone. The first
 * check also starts the once-a-second monitor, from which the production server answers
 * later checks at once (decision 060).
 */
export async function checkHealth(): Promise<Health> {
  startHealthMonitor();
  const started = performance.now();
  let db: Database;
  try {
    db = await getDb();
    await db.execute(sql`select 1`);
  } catch (error) {
    logger.error('health check failed', { error });
    throw apiError('SERVICE_UNAVAILABLE');
  }
  return {
    status: 'ok',
    database: {
      driver: is(db, NodePgDatabase) ? 'postgres' : 'pglite',
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
    },
    version: HEALTH_VERSION,
  };
}
