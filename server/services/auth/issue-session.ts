import 'server-only';
import { apiError } from '@/api/api-error';
import type { SignInResult } from '@/api/contracts/auth';
import { signAccessToken, type AccessTokenClaims } from '../../auth/access-token';
import { getDb, type Executor } from '../../db/client';
import { toMe, type UserRow } from './user-accounts';
import { liveSessionExpiry } from './live-session-expiry';
import { startSession } from './start-session';
import type { SessionDevice } from './session-device';

function secondsUntil(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/**
 * A finished sign-in: a new server-side session (user_sessions) for this device, and the
 * access token naming it, with the profile, for the HTTP layer (cookies, body).
 */
export async function issueSession(db: Executor, user: UserRow, device: SessionDevice): Promise<SignInResult> {
  const now = new Date();
  const session = await startSession(db, user.id, device, now);
  const accessToken = await signAccessToken(
    { userId: user.id, role: user.role, nickname: user.nickname, sessionId: session.id },
    session.expiresAt,
  );
  return { user: toMe(user), accessToken, expiresIn: secondsUntil(session.expiresAt, now) };
}

/**
 * A fresh token for a live session (sign-up and a nickname change alter what the token
 * carries): same session, same end. A session that is no longer live answers INVALID_TOKEN.
 */
export async function tokenForSession(
  claims: AccessTokenClaims,
  db?: Executor,
): Promise<{ accessToken: string; expiresIn: number }> {
  const now = new Date();
  const expiresAt = await liveSessionExpiry(db ?? (await getDb()), claims, now);
  if (!expiresAt) throw apiError('INVALID_TOKEN');
  return { accessToken: await signAccessToken(claims, expiresAt), expiresIn: secondsUntil(expiresAt, now) };
}

/** Sign-up's answer: the caller's session goes on, with a token carrying the new nickname. */
export async function renewSessionToken(db: Executor, user: UserRow, sessionId: string): Promise<SignInResult> {
  const token = await tokenForSession({ userId: user.id, role: user.role, nickname: user.nickname, sessionId }, db);
  return { user: toMe(user), ...token };
}
