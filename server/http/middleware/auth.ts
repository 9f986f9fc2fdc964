import { createMiddleware } from 'hono/factory';
import { getDb } from '../../db/client';
import { findLiveCaller } from '../../services/auth/find-live-caller';
import { getCookie } from 'hono/cookie';
import { apiError } from '@/api/api-error';
import { verifyAccessToken } from '../../auth/access-token';
import { AUTH_COOKIES } from '@/api/auth-constants';
import { clearSessionCookies, setSignupPending } from '../../auth/session-cookies';
import type { AppEnv, SignedInEnv } from '../types';

/**
 * Reads the caller: a bearer token (or the accessToken cookie, for same-origin browser calls);
 * the anonymous visitor is middleware/visitor.ts's (a signed cookie, never a header). On
 * public routes an expired or bad token reads as anonymous (a stale cookie must not break a
 * public page); user routes answer it with INVALID_TOKEN so the client knows to sign in again.
 */
export const readCaller = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const token = bearer || getCookie(c, 'accessToken');
  let staleCookie = false;
  let pendingMark: boolean | null = null;
  if (token) {
    // A well-signed token counts only while its session lives (decision 048): one lookup by
    // the session's primary key, joined with the account, so a signed-out, expired or
    // deleted account's token reads as rejected everywhere at once.
    const claims = await verifyAccessToken(token);
    const caller = claims ? await findLiveCaller(await getDb(), claims) : null;
    c.set('user', caller);
    c.set('tokenRejected', !caller);
    staleCookie = !caller && !bearer;
    // A browser whose "still at /signup" mark is wrong (a session from before the mark, a
    // sign-up finished in another tab) gets it put right, so its pages stop asking for what
    // the API refuses such an account (SIGNUP_REQUIRED) or start asking again.
    if (caller && !bearer && (getCookie(c, AUTH_COOKIES.signupPending) !== undefined) === caller.signedUp) {
      pendingMark = !caller.signedUp;
    }
  }
  await next();
  // A browser still holding a dead session's cookie (signed out elsewhere, every device
  // signed out, expired) forgets it, so its readable user id stops saying "signed in". Only
  // on answers no shared cache keeps: a cached Set-Cookie would reach other people.
  const cacheControl = c.res.headers.get('Cache-Control');
  const personal = !cacheControl || /\b(no-store|private)\b/i.test(cacheControl);
  if (staleCookie && personal) clearSessionCookies(c);
  // A sign-in or sign-up on this request has set the mark for its own session already.
  const issued = c.res.headers.getSetCookie().some((line) => line.startsWith(`${AUTH_COOKIES.userId}=`));
  if (pendingMark !== null && personal && !issued) setSignupPending(c, pendingMark);
});

/**
 * For user routes: no caller, no entry (40100000); a token whose session is not live (signed
 * out, expired, account deleted: readCaller looked it up) is 40100001. Ownership of the data
 * itself is checked in the services.
 *
 * The checked caller is `c.get('signedInUser')` in the route's handler, non-null by type
 * (SignedInEnv): a handler of a route without this middleware cannot read it at all.
 */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw apiError(c.get('tokenRejected') ? 'INVALID_TOKEN' : 'UNAUTHORIZED');
  // Signed in with Kakao but not through /signup yet: no terms agreed, so nothing is kept.
  if (!user.signedUp) throw apiError('SIGNUP_REQUIRED');
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
  c.set('signedInUser', user);
  await next();
});

/**
 * For admin routes: a live account whose role, read from the database with the session
 * rather than from the token (a token outlives a role change), is ADMIN; anyone else 403 / 40300000.
 */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw apiError(c.get('tokenRejected') ? 'INVALID_TOKEN' : 'UNAUTHORIZED');
  if (user.role !== 'ADMIN') throw apiError('FORBIDDEN');
  c.set('signedInUser', user);
  await next();
});
