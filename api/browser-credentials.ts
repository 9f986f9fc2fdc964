import { ACCESS_TOKEN_COOKIE, SESSION_ID_COOKIE } from './client';
import { readCookie, writeCookie } from './cookies';

/**
 * The browser's credentials: the access token cookie (readable by script, as the spec's
 * client storage) and an anonymous session id that view logs and anonymous votes count by.
 */
export function browserCredentials(): { token: string | undefined; sessionId: string } {
  let sessionId = readCookie(SESSION_ID_COOKIE);
  if (!sessionId || !/^[A-Za-z0-9-]{8,64}$/.test(sessionId)) {
    sessionId = crypto.randomUUID();
    writeCookie(SESSION_ID_COOKIE, sessionId, {
      expires: new Date(Date.now() + 365 * 86_400_000),
      path: '/',
      sameSite: 'lax',
    });
  }
  return { token: readCookie(ACCESS_TOKEN_COOKIE), sessionId };
}
