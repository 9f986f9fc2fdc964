import 'server-only';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userSessions } from '../../db/schema';

export type SessionRow = { id: string; userAgent: string | null; createdAt: Date; lastSeenAt: Date };

/** The user's live sessions, most recently seen first. */
export async function listLiveSessions(db: Executor, userId: number, now = new Date()): Promise<SessionRow[]> {
  return db
    .select({
      id: userSessions.id,
      userAgent: userSessions.userAgent,
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
    })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now)))
    .orderBy(desc(userSessions.lastSeenAt), asc(userSessions.id));
}
