/**
 * The languages Popspot speaks: the one list behind routing (i18n/routing.ts), the API's
 * `lang` parameters (api/contracts/locale.ts), the translation tables and SEO. Korean is the
 * service's language: the default, unprefixed in URLs, and the base row every translation
 * sits on. No dependencies, so the browser's routing code carries nothing more than this.
 */
export const DEFAULT_LOCALE = 'ko';

/** The languages with translation rows (the database's translation_locale enum). */
export const TRANSLATION_LOCALES = ['en', 'ja', 'zh'] as const;

export const LOCALES = [DEFAULT_LOCALE, ...TRANSLATION_LOCALES] as const;

export type Locale = (typeof LOCALES)[number];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The translation rows to read for a language, or null for Korean (read the base row). */
export function translationLocaleOf(locale: Locale): TranslationLocale | null {
  return locale === DEFAULT_LOCALE ? null : locale;
}
