import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@/lib/constants';

/**
 * Korean is the service's language and has no prefix (`/popup/1`); the others do
 * (`/en/popup/1`). The proxy rewrites unprefixed paths onto the `[lang]` segment.
 */
export const routing = defineRouting({
  locales: SUPPORTED_LANGUAGES,
  defaultLocale: DEFAULT_LANGUAGE,
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

export type AppLocale = (typeof routing.locales)[number];

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}
