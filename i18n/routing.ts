import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';

/**
 * Korean is the service's language and has no prefix (`/popup/1`); the others do
 * (`/en/popup/1`). The proxy rewrites unprefixed paths onto the `[lang]` segment.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The spec reads the language from the path and defaults to Korean: a shared
  // `/popup/1` link must open in Korean for everyone (and for crawlers), so neither
  // Accept-Language nor a remembered cookie may redirect it elsewhere.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are rendered in each page's metadata (with the ko page unprefixed);
  // the middleware's Link header would duplicate them on every response.
  alternateLinks: false,
});
