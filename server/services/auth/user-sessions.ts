import 'server-only';
import { and, asc, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AccessTokenClaims, Caller } from '../../auth/access-token';
import type { Database, Executor } from '../../db/client';
import { cachedCaller, forgetCaller } from './caller-cache';
import { userSessions, users } from '../../db/schema';
import { serverEnv } from '../../env';

/**
 * Server-side sessions (decision 048): one user_sessions row per sign-in, named by the access
 * token's `sid`. A token is honoured only while its row is live: not revoked, not expired,
 * and its account not deleted.
 */

/** The browser or app that signs in, as far as the request tells. */
export type SessionDevice = { userAgent: string | null };

/** A user agent is shown in the device list; anything longer than this is noise. */
const USER_AGENT_MAX = 512;
/** last_seen_at moves at most this often per session: one write an hour, not one per request. */
const LAST_SEEN_GRANULARITY_MS = 60 * 60 * 1000;

export function deviceOf(userAgent: string | null | undefined): SessionDevice {
  const trimmed = userAgent?.trim().slice(0, USER_AGENT_MAX).trim();
  return { userAgent: trimmed || null };
}

/** A new live session for the user, expiring ACCESS_TOKEN_TTL_SECONDS from now. */
export async function startSession(
  db: Executor,
  userId: number,
  device: SessionDevice,
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + serverEnv().ACCESS_TOKEN_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(userSessions)
    .values({ userId, createdAt: now, lastSeenAt: now, expiresAt, userAgent: device.userAgent })
    .returning({ id: userSessions.id, expiresAt: userSessions.expiresAt });
  return row;
}

const live = (now: Date) =>
  and(isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now), isNull(users.deletedAt));

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
      .where(and(eq(userSessions.id, claims.sessionId), eq(userSessions.userId, claims.userId), live(now)))
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
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), live(now)))
    .limit(1);
  return row?.expiresAt ?? null;
}

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
