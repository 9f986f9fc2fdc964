import 'server-only';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_COOKIES } from '@/api/contracts/auth';
import { FLASH_COOKIE, ORIGIN_REFERER_COOKIE, type FlashMessage } from '@/lib/constants';
import { serverEnv } from '../env';

/**
 * Secure whenever the public origin is https, i.e. every real deployment. Tying it to
 * NODE_ENV alone would make a production build served on http://localhost (the README's
 * demo start) drop every cookie and never sign anyone in.
 */
export function secureCookies(): boolean {
  return new URL(serverEnv().PUBLIC_BASE_URL).protocol === 'https:';
}

function base() {
  return { path: '/', sameSite: 'Lax', secure: secureCookies() } as const;
}

export type SessionCookieValues = {
  accessToken: string;
  userId: number;
  nickname: string;
  /** Seconds until the session ends: the cookies live exactly as long. */
  expiresIn: number;
  /** The session began with Sign in with Apple: sets the spec's apple code (decision 038). */
  apple?: boolean;
  /** The account has finished /signup; if not, the readable signupPending cookie says so. */
  signedUp: boolean;
};

/**
 * The access token is HttpOnly (decision 048): no script on the page can read it, so an
 * injected one cannot carry the session away; the browser sends it with same-origin API
 * calls, and app clients use the bearer header instead. The user id and nickname stay
 * readable, as the spec's client storage (the page's "am I signed in" reads the user id).
 * SameSite=Lax keeps them all off cross-site POSTs, and they live exactly as long as the
 * session does. Hono URI-encodes values, which is what the browser's cookie readers decode.
 */
export function setSessionCookies(c: Context, values: SessionCookieValues) {
  const maxAge = values.expiresIn;
  setCookie(c, AUTH_COOKIES.accessToken, values.accessToken, { ...base(), maxAge, httpOnly: true });
  setCookie(c, AUTH_COOKIES.userId, String(values.userId), { ...base(), maxAge });
  setCookie(c, AUTH_COOKIES.nickname, values.nickname, { ...base(), maxAge });
  if (values.apple) setCookie(c, AUTH_COOKIES.appleCode, '1', { ...base(), maxAge });
  else if (getCookie(c, AUTH_COOKIES.appleCode) !== undefined) {
    deleteCookie(c, AUTH_COOKIES.appleCode, { path: '/', secure: secureCookies() });
  }
  setSignupPending(c, !values.signedUp, maxAge);
}

/**
 * The readable mark of an account still at /signup (api/auth-constants.ts): set while it is,
 * removed once it is not. The page's "signed in" (api/client-session.ts) reads it, so that
 * page asks the API for nothing that answers SIGNUP_REQUIRED.
 */
export function setSignupPending(c: Context, pending: boolean, maxAge?: number) {
  if (pending) setCookie(c, AUTH_COOKIES.signupPending, '1', { ...base(), ...(maxAge ? { maxAge } : {}) });
  else if (getCookie(c, AUTH_COOKIES.signupPending) !== undefined) {
    deleteCookie(c, AUTH_COOKIES.signupPending, { path: '/', secure: secureCookies() });
  }
}

/** Sign-out and account deletion: everything the spec lists as stored login values. */
export function clearSessionCookies(c: Context) {
  for (const name of [
    AUTH_COOKIES.accessToken,
    AUTH_COOKIES.userId,
    AUTH_COOKIES.nickname,
    AUTH_COOKIES.appleCode,
    AUTH_COOKIES.signupPending,
  ]) {
    deleteCookie(c, name, { path: '/', secure: secureCookies() });
  }
}

/**
 * The origin referer is used once: cleared after a successful sign-in. A failed one keeps it,
 * so 'try again' from the error screen still returns the person where they started.
 */
export function clearOriginReferer(c: Context) {
  if (getCookie(c, ORIGIN_REFERER_COOKIE.name) !== undefined) {
    deleteCookie(c, ORIGIN_REFERER_COOKIE.name, { path: ORIGIN_REFERER_COOKIE.path });
  }
}

/** Same cookie the browser helper writes, for server-side starts (/mypage sends `next`). */
export function setOriginReferer(c: Context, path: string) {
  setCookie(c, ORIGIN_REFERER_COOKIE.name, path, {
    path: ORIGIN_REFERER_COOKIE.path,
    sameSite: 'Lax',
    secure: secureCookies(),
    maxAge: ORIGIN_REFERER_COOKIE.maxAgeSeconds,
  });
}

/** A one-time message for the next page (lib/constants.ts FLASH_COOKIE): readable by script, short-lived. */
export function setFlash(c: Context, message: FlashMessage) {
  setCookie(c, FLASH_COOKIE.name, message, {
    path: FLASH_COOKIE.path,
    sameSite: 'Lax',
    secure: secureCookies(),
    maxAge: FLASH_COOKIE.maxAgeSeconds,
  });
}
