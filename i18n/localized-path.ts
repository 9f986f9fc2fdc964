import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';

/**
 * The address of an app path in a language, as the routing (i18n/routing.ts) writes it:
 * Korean unprefixed (`/popup/1`), the others with their prefix (`/en/popup/1`, `/en` for
 * home). External and relative hrefs are left alone.
 */
export function localizedPath(path: string, locale: Locale): string {
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
