import 'server-only';
import type { Context } from 'hono';
import { serverEnv } from '../env';

/**
 * CSRF guard for the cookie-setting POSTs (demo sign-in, sign-out) that a plain HTML form can
 * send from anywhere. Browsers send Origin on every cross-origin POST, and Sec-Fetch-Site on
 * every request, so a request is refused when either names another site. Without both
 * (curl, server-side callers) it cannot have come from a victim's browser and is allowed.
 * Our own origin is PUBLIC_BASE_URL, or the address the request was made to (a local start
 * opened as 127.0.0.1 instead of localhost).
 */
export function isSameOriginRequest(c: Context): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  const allowed = new Set([new URL(serverEnv().PUBLIC_BASE_URL).origin, requestOrigin(c)]);
  return allowed.has(origin);
}

function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  // Behind a proxy the app sees its internal address; Host is what the browser used.
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}
