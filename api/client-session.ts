import { AUTH_COOKIES } from '@/api/auth-constants';
import { hasCookie, removePlainCookie, writeEncodedCookie } from '@/api/plain-cookies';
import { ORIGIN_REFERER_COOKIE } from '@/lib/client-constants';

/**
 * The browser's side of the sign-in cookies (the spec's client storage). Browser-only: call
 * from event handlers and effects, never during server rendering.
 */

/**
 * Signed in, with sign-up finished, as far as the browser can tell: the one test of every
 * signed-in request a page makes by itself (unread alerts, my picks, new chat messages) and
 * of the actions that need an account. The access token itself is HttpOnly (decision 048),
 * so scripts see its readable companion, the user id cookie, which the server sets and
 * clears with it and which lives exactly as long. An account still at /signup (the
 * signupPending mark) is not signed in here: the API answers it SIGNUP_REQUIRED everywhere
 * but the sign-up step, so asking would only log 403s (issue 31); its way on is /signup,
 * where /login (the login modal's button, the header's account entry) and every private
 * page send it.
 */
export function hasAccessToken(): boolean {
  return hasCookie(AUTH_COOKIES.userId) && !hasCookie(AUTH_COOKIES.signupPending);
}

/**
 * Remembers where the person was (path and query, hash dropped: it never reaches a server)
 * for 10 minutes, so the sign-in comes back here instead of /mypage.
 */
export function rememberOriginReferer(path = `${window.location.pathname}${window.location.search}`): void {
  writeEncodedCookie(ORIGIN_REFERER_COOKIE.name, path, {
    maxAgeSeconds: ORIGIN_REFERER_COOKIE.maxAgeSeconds,
    path: ORIGIN_REFERER_COOKIE.path,
    sameSite: ORIGIN_REFERER_COOKIE.sameSite,
    secure: window.location.protocol === 'https:',
  });
}

/**
 * Forgets the stored login values a script can reach: nickname, user id and apple code
 * (spec 4). The HttpOnly token is the server's to clear (sign-out, account deletion answer
 * with its removal).
 */
export function clearClientSession(): void {
  for (const name of [AUTH_COOKIES.nickname, AUTH_COOKIES.userId, AUTH_COOKIES.appleCode, AUTH_COOKIES.signupPending]) {
    removePlainCookie(name, '/');
  }
}
