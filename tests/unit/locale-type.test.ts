import { describe, expect, it } from 'vitest';
import { localeSchema } from '@/api/contracts/locale';
import { routing } from '@/i18n/routing';
import { DEFAULT_LOCALE, isLocale, LOCALES, TRANSLATION_LOCALES, translationLocaleOf } from '@/lib/locales';
import { translationLocale } from '@/server/db/schema/common';

describe('one list of languages', () => {
  it('is what routing, the API contracts and the translation tables use', () => {
    expect(LOCALES).toEqual(['ko', 'en', 'ja', 'zh']);
    expect(routing.locales).toEqual(LOCALES);
    expect(routing.defaultLocale).toBe(DEFAULT_LOCALE);
    expect(localeSchema.options).toEqual([...LOCALES]);
    expect(translationLocale.enumValues).toEqual([...TRANSLATION_LOCALES]);
    expect([DEFAULT_LOCALE, ...TRANSLATION_LOCALES]).toEqual([...LOCALES]);
  });

  it('refuses anything else as a `lang` parameter', () => {
    for (const lang of LOCALES) expect(localeSchema.safeParse(lang).success).toBe(true);
    for (const lang of ['fr', 'KO', 'ko-KR', '', null]) expect(localeSchema.safeParse(lang).success).toBe(false);
    expect(['ko', 'zh', 'fr', undefined, 1].map(isLocale)).toEqual([true, true, false, false, false]);
  });

  it('reads Korean from the base rows and the others from their translation rows', () => {
    expect(LOCALES.map(translationLocaleOf)).toEqual([null, 'en', 'ja', 'zh']);
  });
});
