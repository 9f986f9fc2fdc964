import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userSessions, users } from '../../db/schema';
import { isLiveSession } from './live-session-condition';

/** When a live session of this user ends, or null when it is not live. */
export async function liveSessionExpiry(
  db: Executor,
  { userId, sessionId }: { userId: number; sessionId: string },
  now = new Date(),
): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: userSessions.expiresAt })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isLiveSession(now)))
    .limit(1);
  return row?.expiresAt ?? null;
}
