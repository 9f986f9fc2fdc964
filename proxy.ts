import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

/**
 * Next 16's proxy (formerly middleware): next-intl rewrites unprefixed paths onto the
 * Korean `[lang]` segment (`/popup/1` renders `app/[lang]/popup/[id]` with lang=ko),
 * redirects `/ko/...` to the unprefixed form, and passes `/en/...` etc. through.
 */
export default createMiddleware(routing);

export const config = {
  // Everything except the API (`/api` and `/api/...`), the generated share images (`/og/...`,
  // route handlers outside `[lang]`), Next's internals, and files with an extension (public/
  // assets, /uploads/*.webp, manifest.webmanifest, robots.txt, sitemap.xml, ...).
  matcher: ['/((?!api(?:/|$)|og/|_next/|_vercel/|.*\\..*).*)'],
};
