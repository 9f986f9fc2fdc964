import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/locales';

/**
 * A path in a given language, following the routing rule: Korean unprefixed
 * (`/popup/1`), the others prefixed (`/en/popup/1`). Pure, so metadata and tests can use it
 * outside a request (next-intl's getPathname gives the same answer inside one).
 */
export function localizedPath(path: string, lang: Locale): string {
  const clean = path === '/' ? '' : path;
  if (lang === DEFAULT_LOCALE) return clean || '/';
  return `/${lang}${clean}`;
}

/**
 * Canonical and hreflang links for a page available in every language. URLs are relative;
 * the layout's metadataBase makes them absolute. x-default points at the Korean page,
 * which is what an unprefixed link shows.
 */
export function localizedAlternates(path: string, lang: Locale) {
  const languages: Record<string, string> = {};
  for (const code of LOCALES) languages[code] = localizedPath(path, code);
  languages['x-default'] = localizedPath(path, DEFAULT_LOCALE);
  return { canonical: localizedPath(path, lang), languages };
}
