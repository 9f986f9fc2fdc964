import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { AccessTokenClaims, Caller } from '../../auth/access-token';
import type { Database } from '../../db/client';
import { userSessions, users } from '../../db/schema';
import { cachedCaller } from './caller-cache';
import { isLiveSession } from './live-session-condition';

/** last_seen_at moves at most this often per session: one write an hour, not one per request. */
const LAST_SEEN_GRANULARITY_MS = 60 * 60 * 1000;

/**
 * The caller behind verified token claims, or null when the session is revoked, expired,
 * another user's, or its account is gone: one primary-key lookup joined with the account, or
 * none when this process has checked the session since its last change (caller-cache.ts).
 * Touches last_seen_at when it is more than an hour old (one conditional UPDATE).
 */
export async function findLiveCaller(
  db: Database,
  claims: AccessTokenClaims,
  now = new Date(),
): Promise<Caller | null> {
  const staleBefore = new Date(now.getTime() - LAST_SEEN_GRANULARITY_MS);
  const touch = async () => {
    await db
      .update(userSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(userSessions.id, claims.sessionId), lt(userSessions.lastSeenAt, staleBefore)));
  };
  const lookup = async () => {
    const [row] = await db
      .select({
        role: users.role,
        nickname: users.nickname,
        signedUpAt: users.signedUpAt,
        lastSeenAt: userSessions.lastSeenAt,
        expiresAt: userSessions.expiresAt,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(and(eq(userSessions.id, claims.sessionId), eq(userSessions.userId, claims.userId), isLiveSession(now)))
      .limit(1);
    if (!row) return null;
    if (row.lastSeenAt < staleBefore) await touch();
    const caller: Caller = {
      userId: claims.userId,
      sessionId: claims.sessionId,
      role: row.role,
      nickname: row.nickname,
      signedUp: row.signedUpAt !== null,
    };
    return { caller, expiresAt: row.expiresAt, lastSeenAt: row.lastSeenAt < staleBefore ? now : row.lastSeenAt };
  };
  return cachedCaller(db, claims, lookup, touch, { now, lastSeenEveryMs: LAST_SEEN_GRANULARITY_MS });
}
