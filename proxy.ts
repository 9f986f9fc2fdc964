import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { cacheablePathFor, publicPathFor } from './lib/cacheable-paths';
import { createScriptNonce, SCRIPT_NONCE_HEADER, scriptNonceRequestPolicy } from './lib/security-headers';
import { termsVersionRedirect } from './lib/terms/paths';

const handleI18nRouting = createMiddleware(routing);

/** The header through which a proxy response tells Next which path to render instead. */
const REWRITE_HEADER = 'x-middleware-rewrite';
/** The headers through which a proxy response replaces the request headers Next renders with. */
const OVERRIDE_HEADERS = 'x-middleware-override-headers';
const REQUEST_HEADER_PREFIX = 'x-middleware-request-';
const CSP = 'content-security-policy';

/**
 * Decision 052: every page render gets a fresh nonce. Next reads it from the request's
 * Content-Security-Policy header (a client's own is replaced) and puts it on each script it
 * renders. The production server allows that nonce in the response's policy, or, for a page
 * served from the page cache, the hashes of the scripts carrying its render's nonce
 * (server/front/page-script-policy.mjs). Under `next dev` the policy allows inline scripts
 * anyway.
 */
function attachScriptNonce(request: NextRequest, response: NextResponse) {
  const nonce = createScriptNonce();
  const overridden = response.headers.get(OVERRIDE_HEADERS);
  const names = overridden ? overridden.split(',') : [];
  if (!overridden) {
    for (const [name, value] of request.headers) {
      response.headers.set(REQUEST_HEADER_PREFIX + name, value);
      names.push(name);
    }
  }
  if (!names.includes(CSP)) names.push(CSP);
  response.headers.set(OVERRIDE_HEADERS, names.join(','));
  response.headers.set(REQUEST_HEADER_PREFIX + CSP, scriptNonceRequestPolicy(nonce));
  // A navigation's RSC payload is no document: only its render (perhaps into the cache) needs it.
  if (!request.headers.has('rsc')) response.headers.set(SCRIPT_NONCE_HEADER, nonce);
}

/**
 * Next 16's proxy (formerly middleware): next-intl rewrites unprefixed paths onto the
 * Korean `[lang]` segment (`/popup/1` renders `app/[lang]/popup/[id]` with lang=ko),
 * redirects `/ko/...` to the unprefixed form, and passes `/en/...` etc. through.
 * Before that, a legal document asked for by `?version=` goes to that version's own path,
 * and an internal cached-page path asked for directly goes to its public address.
 * After it, a detail tab or a filtered list is pointed at its own cached page
 * (lib/cacheable-paths.ts), and the render gets its script nonce (decision 052).
 */
export default function proxy(request: NextRequest) {
  const versionPath = termsVersionRedirect(request.nextUrl);
  if (versionPath) return NextResponse.redirect(new URL(versionPath, request.url), 308);
  const publicPath = publicPathFor(request.nextUrl.pathname);
  if (publicPath) return NextResponse.redirect(new URL(publicPath, request.url), 308);

  const response = handleI18nRouting(request);
  if (response.headers.has('location')) return response;
  // The path Next is about to render: next-intl's rewrite target, or the request's own.
  const target = new URL(response.headers.get(REWRITE_HEADER) ?? request.url);
  const cacheable = cacheablePathFor(target.pathname, request.nextUrl.searchParams);
  if (cacheable) {
    target.pathname = cacheable;
    // Set on next-intl's own response, so the request headers it passes on are kept.
    response.headers.set(REWRITE_HEADER, target.toString());
  }
  attachScriptNonce(request, response);
  return response;
}

export const config = {
  // Everything except the API (`/api` and `/api/...`), the generated share images (`/og/...`,
  // route handlers outside `[lang]`), Next's internals, and files with an extension (public/
  // assets, /uploads/*.webp, manifest.webmanifest, robots.txt, sitemap.xml, ...).
  matcher: ['/((?!api(?:/|$)|og/|_next/|_vercel/|.*\\..*).*)'],
};
