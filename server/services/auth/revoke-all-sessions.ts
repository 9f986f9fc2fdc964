import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userSessions } from '../../db/schema';
import { forgetCaller } from './caller-cache';

/** Every device at once (sign out everywhere, account deletion). Answers how many were live. */
export async function revokeAllSessions(db: Executor, userId: number, now = new Date()): Promise<number> {
  const ended = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now)))
    .returning({ id: userSessions.id });
  forgetCaller(db, userId);
  return ended.length;
}
