import 'server-only';
import { cookies } from 'next/headers';
import { getApp } from '@/server/http/app';
import { ACCESS_TOKEN_COOKIE, registerServerTransport, SESSION_ID_COOKIE, SESSION_ID_HEADER } from './client';

/**
 * On the server the API is called in-process: no network hop, same validation and envelope.
 * The caller's token and session id come from the request's cookies, so a signed-in page
 * renders the caller's own pick and alert state.
 */
registerServerTransport(async (path, init) => {
  // Not wrapped in try/catch: during a build, cookies() throws Next's own signal that marks
  // the page as rendered per request, and swallowing it would make Next prerender the page
  // against the database at build time.
  const store = await cookies();
  const token = store.get(ACCESS_TOKEN_COOKIE)?.value;
  const sessionId = store.get(SESSION_ID_COOKIE)?.value;
  if (token && !init.headers.has('authorization')) init.headers.set('Authorization', `Bearer ${token}`);
  if (sessionId) init.headers.set(SESSION_ID_HEADER, sessionId);
  return getApp().request(`/api${path}`, init);
});
