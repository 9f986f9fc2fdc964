import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';

type QueryValue = string | number | boolean;

/** A path in the app, as a string or with its query as an object: `{ pathname: '/login', query: { next } }`. */
export type Href =
  string | { pathname: string; query?: Record<string, QueryValue | readonly QueryValue[]>; hash?: string };

function hrefToString(href: Href): string {
  if (typeof href === 'string') return href;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const query = params.toString();
  return `${href.pathname}${query ? `?${query}` : ''}${href.hash ? `#${href.hash}` : ''}`;
}

/**
 * The address of an app path in a language, as the routing (i18n/routing.ts) writes it:
 * Korean unprefixed (`/popup/1`), the others with their prefix (`/en/popup/1`, `/en` for
 * home). External and relative hrefs are left alone.
 */
export function localizedPath(href: Href, locale: Locale): string {
  const path = hrefToString(href);
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  // No trailing slash on a prefixed home: `/en`, `/en?x=1`.
  return /^\/([?#].*)?$/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The app path of an address in `locale`: `/en/popup/1` -> `/popup/1`, `/en` -> `/`. */
export function pathWithoutLocale(pathname: string, locale: Locale): string {
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
