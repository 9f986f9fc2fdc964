import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, SESSION_ID_COOKIE } from './client';

/**
 * The browser's credentials: the access token cookie (readable by script, as the spec's
 * client storage) and an anonymous session id that view logs and anonymous votes count by.
 */
export function browserCredentials(): { token: string | undefined; sessionId: string } {
  let sessionId = Cookies.get(SESSION_ID_COOKIE);
  if (!sessionId || !/^[A-Za-z0-9-]{8,64}$/.test(sessionId)) {
    sessionId = crypto.randomUUID();
    Cookies.set(SESSION_ID_COOKIE, sessionId, { expires: 365, path: '/', sameSite: 'lax' });
  }
  return { token: Cookies.get(ACCESS_TOKEN_COOKIE), sessionId };
}
