import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { CACHE_TAGS_HEADER } from '../../cache/page-cache';
import { getCookie, setCookie } from 'hono/cookie';
import { isSameOriginRequest } from '../../auth/same-origin';
import { secureCookies } from '../../auth/session-cookies';
import { jwtSecret } from '../../env';
import type { AppEnv } from '../types';

/** The anonymous visitor's cookie: `<uuid>.<HMAC-SHA256 of it, base64url>`, HttpOnly. */
export const VISITOR_COOKIE = 'visitor';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const SAFE_METHODS = new Set(['GET', 'HEAD']);
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let keyFor: { secret: Uint8Array; key: Buffer } | undefined;

/** A key of its own, derived from the token secret, so a visitor MAC is never a token signature. */
function visitorKey(): Buffer {
  const secret = jwtSecret();
  if (keyFor?.secret.length !== secret.length || !keyFor.secret.every((b, i) => b === secret[i])) {
    keyFor = { secret, key: createHmac('sha256', secret).update('popspot visitor cookie v1').digest() };
  }
  return keyFor.key;
}

function mac(id: string): Buffer {
  return createHmac('sha256', visitorKey()).update(id).digest();
}

/** The cookie value for a visitor id. */
export function signVisitor(id: string): string {
  return `${id}.${mac(id).toString('base64url')}`;
}

/** The visitor id of a cookie value the server issued, else null (forged, altered, made up). */
function verifyVisitor(value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot === -1) return null;
  const id = value.slice(0, dot);
  if (!VISITOR_ID.test(id)) return null;
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = mac(id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * The anonymous visitor (decision 049): a server-issued, signed, HttpOnly cookie, never a
 * header the client invents. A request with a valid `visitor` cookie reads as that visitor in
 * `c.get('sessionId')` (anonymous votes, view logs and search keyword logs count by it); one
 * without gets null there, and its answer issues a new cookie, which the browser sends from
 * the next request on (the vote section reads the result before it can vote, so a browser
 * always has one by then). The cookie is set only on answers no shared cache keeps (no
 * Cache-Control, or private / no-store): an image or a public calendar never carries one.
 * A write from another site (Apple's form post) arrives without the SameSite=Lax cookie
 * although the browser has one, so it is never answered with a new one, which would replace
 * it. Pages never pass through here: they stay the same for everyone and set no cookies.
 */
export const visitor = createMiddleware<AppEnv>(async (c, next) => {
  const known = verifyVisitor(getCookie(c, VISITOR_COOKIE));
  c.set('sessionId', known);
  await next();
  if (known) return;
  if (!SAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c)) return;
  const cacheControl = c.res.headers.get('Cache-Control');
  if (cacheControl && !/\b(no-store|private)\b/i.test(cacheControl)) return;
  // A public read the same for everyone (page-cache-tags.ts named its data): the front cache
  // answers it to every visitor (decision 062), so it must carry nobody's cookie.
  if (c.res.headers.has(CACHE_TAGS_HEADER)) return;
  setCookie(c, VISITOR_COOKIE, signVisitor(randomUUID()), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(),
    maxAge: MAX_AGE_SECONDS,
  });
});
