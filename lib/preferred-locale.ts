import { LOCALES, type Locale } from './locales';

/**
 * The language Popspot should offer a reader whose browser asks for `languages` (most wanted
 * first, as navigator.languages) on a page in `pageLocale`, or null to offer none: the first
 * of theirs Popspot speaks, unless the page's language is already one they read (a Korean who
 * also reads English is not pestered on /en). Regions don't matter: zh-TW and zh-CN both get
 * Chinese, the only Chinese Popspot has.
 */
export function suggestedLocale(languages: readonly string[], pageLocale: Locale): Locale | null {
  const theirs = languages.map((tag) => tag.toLowerCase().split('-')[0]);
  if (theirs.includes(pageLocale)) return null;
  const first = theirs.find((code): code is Locale => (LOCALES as readonly string[]).includes(code ?? ''));
  return first ?? null;
}
