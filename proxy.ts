import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { termsVersionRedirect } from './lib/terms/paths';

const handleI18nRouting = createMiddleware(routing);

/**
 * Next 16's proxy (formerly middleware): next-intl rewrites unprefixed paths onto the
 * Korean `[lang]` segment (`/popup/1` renders `app/[lang]/popup/[id]` with lang=ko),
 * redirects `/ko/...` to the unprefixed form, and passes `/en/...` etc. through.
 * Before that, a legal document asked for by `?version=` goes to that version's own path.
 */
export default function proxy(request: NextRequest) {
  const versionPath = termsVersionRedirect(request.nextUrl);
  if (versionPath) return NextResponse.redirect(new URL(versionPath, request.url), 308);
  return handleI18nRouting(request);
}

export const config = {
  // Everything except the API (`/api` and `/api/...`), the generated share images (`/og/...`,
  // route handlers outside `[lang]`), Next's internals, and files with an extension (public/
  // assets, /uploads/*.webp, manifest.webmanifest, robots.txt, sitemap.xml, ...).
  matcher: ['/((?!api(?:/|$)|og/|_next/|_vercel/|.*\\..*).*)'],
};
