import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userSessions } from '../../db/schema';
import { forgetCaller } from './caller-cache';

/** Sign-out: this session ends now. Answers whether a live one was ended. */
export async function revokeSession(
  db: Executor,
  { userId, sessionId }: { userId: number; sessionId: string },
  now = new Date(),
): Promise<boolean> {
  const ended = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  forgetCaller(db, userId);
  return ended.length > 0;
}
