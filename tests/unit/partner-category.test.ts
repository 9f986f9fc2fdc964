import { describe, expect, it } from 'vitest';
import { isPartnerCategory, PARTNER_CATEGORIES } from '@/lib/partner-category';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zh from '@/locales/zh.json';
import { PARTNER_SEEDS } from '@/server/db/seed/data/editorial';

describe('partner categories', () => {
  it.each([
    ['ko', ko],
    ['en', en],
    ['ja', ja],
    ['zh', zh],
  ])('every code has a name in %s', (_, messages) => {
    const names = messages.partner.category as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual([...PARTNER_CATEGORIES].sort());
    for (const code of PARTNER_CATEGORIES) expect(names[code]).not.toBe(code);
  });

  it('the demo data uses only known codes', () => {
    expect(PARTNER_SEEDS.flatMap((p) => p.categories).filter((code) => !isPartnerCategory(code))).toEqual([]);
  });
});
