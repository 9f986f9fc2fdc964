import { createMiddleware } from 'hono/factory';
import { getDb } from '../../db/client';
import { findLiveUserById } from '../../services/auth/user-accounts';
import { getCookie } from 'hono/cookie';
import { apiError } from '@/api/api-error';
import { verifyAccessToken } from '../../auth/access-token';
import type { AppEnv, SignedInEnv } from '../types';

const SESSION_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Reads the caller: a bearer token (or the accessToken cookie, for same-origin browser calls)
 * and the anonymous session id header. On public routes an expired or bad token reads as
 * anonymous (a stale cookie must not break a public page); user routes answer it with
 * INVALID_TOKEN so the client knows to sign in again.
 */
export const readCaller = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const token = bearer || getCookie(c, 'accessToken');
  if (token) {
    const claims = await verifyAccessToken(token);
    c.set('user', claims);
    c.set('tokenRejected', !claims);
  }
  const sessionId = c.req.header('x-session-id');
  if (sessionId && SESSION_ID.test(sessionId)) c.set('sessionId', sessionId);
  await next();
});

/**
 * For user routes: no caller, no entry (40100000). Tokens are stateless, so this also checks
 * that the account still exists: a deleted account's token stops working everywhere at once
 * (40100001). Ownership of the data itself is checked in the services.
 *
 * The checked caller is `c.get('signedInUser')` in the route's handler, non-null by type
 * (SignedInEnv): a handler of a route without this middleware cannot read it at all.
 */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw apiError(c.get('tokenRejected') ? 'INVALID_TOKEN' : 'UNAUTHORIZED');
  const account = await findLiveUserById(await getDb(), user.userId);
  if (!account) throw apiError('INVALID_TOKEN');
  // Signed in with Kakao but not through /signup yet: no terms agreed, so nothing is kept.
  if (!account.signedUpAt) throw apiError('SIGNUP_REQUIRED');
  c.set('signedInUser', user);
  await next();
});

/**
 * requireUser without the sign-up condition, for what the sign-up step itself needs (who am
 * I, is this nickname free, my consents, sign up) and for leaving (delete my account).
 */
export const requireAccount = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw apiError(c.get('tokenRejected') ? 'INVALID_TOKEN' : 'UNAUTHORIZED');
  if (!(await findLiveUserById(await getDb(), user.userId))) throw apiError('INVALID_TOKEN');
  c.set('signedInUser', user);
  await next();
});

/**
 * For admin routes: a live account whose role, read from the database rather than the token
 * (a token outlives a role change by up to 14 days), is ADMIN; anyone else 403 / 40300000.
 */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw apiError(c.get('tokenRejected') ? 'INVALID_TOKEN' : 'UNAUTHORIZED');
  const account = await findLiveUserById(await getDb(), user.userId);
  if (!account) throw apiError('INVALID_TOKEN');
  if (account.role !== 'ADMIN') throw apiError('FORBIDDEN');
  c.set('signedInUser', user);
  await next();
});
