import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@/lib/constants';

/**
 * A path in a given language, following the routing rule: Korean unprefixed
 * (`/popup/1`), the others prefixed (`/en/popup/1`). Pure, so metadata and tests can use it
 * outside a request (next-intl's getPathname gives the same answer inside one).
 */
export function localizedPath(path: string, lang: SupportedLanguage): string {
  const clean = path === '/' ? '' : path;
  if (lang === DEFAULT_LANGUAGE) return clean || '/';
  return `/${lang}${clean}`;
}

/**
 * Canonical and hreflang links for a page available in every language. URLs are relative;
 * the layout's metadataBase makes them absolute. x-default points at the Korean page,
 * which is what an unprefixed link shows.
 */
export function localizedAlternates(path: string, lang: SupportedLanguage) {
  const languages: Record<string, string> = {};
  for (const code of SUPPORTED_LANGUAGES) languages[code] = localizedPath(path, code);
  languages['x-default'] = localizedPath(path, DEFAULT_LANGUAGE);
  return { canonical: localizedPath(path, lang), languages };
}
