import 'server-only';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { deleteExpiredSessions } from '../services/auth/delete-expired-sessions';

/**
 * Removes sessions past their end (decision 048): no token can use them any more. One
 * idempotent DELETE on the expires_at index, so any number of processes may run it at once.
 * Answers how many rows went.
 */
export async function sweepExpiredSessions(options: { now?: Date } = {}): Promise<number> {
  const removed = await deleteExpiredSessions(await getDb(), options.now ?? new Date());
  if (removed > 0) logger.info('expired sessions removed', { count: removed });
  return removed;
}
