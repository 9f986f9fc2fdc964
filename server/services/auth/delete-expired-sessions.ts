import 'server-only';
import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userSessions } from '../../db/schema';

/**
 * Rows no token can use any more: expired ones (revoked rows expire too, within the token
 * lifetime). One DELETE on the expires_at index; any number of processes may run it at once.
 * Answers how many were removed.
 */
export async function deleteExpiredSessions(db: Executor, now = new Date()): Promise<number> {
  const removed = await db
    .delete(userSessions)
    .where(lt(userSessions.expiresAt, now))
    .returning({ id: userSessions.id });
  return removed.length;
}
