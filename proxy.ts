import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { cacheablePathFor, publicPathFor } from './lib/cacheable-paths';
import { termsVersionRedirect } from './lib/terms/paths';

const handleI18nRouting = createMiddleware(routing);

/** The header through which a proxy response tells Next which path to render instead. */
const REWRITE_HEADER = 'x-middleware-rewrite';

/**
 * Next 16's proxy (formerly middleware): next-intl rewrites unprefixed paths onto the
 * Korean `[lang]` segment (`/popup/1` renders `app/[lang]/popup/[id]` with lang=ko),
 * redirects `/ko/...` to the unprefixed form, and passes `/en/...` etc. through.
 * Before that, a legal document asked for by `?version=` goes to that version's own path,
 * and an internal cached-page path asked for directly goes to its public address.
 * After it, a detail tab or a filtered list is pointed at its own cached page
 * (lib/cacheable-paths.ts).
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
  return response;
}

export const config = {
  // Everything except the API (`/api` and `/api/...`), the generated share images (`/og/...`,
  // route handlers outside `[lang]`), Next's internals, and files with an extension (public/
  // assets, /uploads/*.webp, manifest.webmanifest, robots.txt, sitemap.xml, ...).
  matcher: ['/((?!api(?:/|$)|og/|_next/|_vercel/|.*\\..*).*)'],
};
