import { beforeAll, describe, expect, it } from 'vitest';
import type { MagazineDetail, MagazineList } from '@/api/contracts/magazines';
import type { SpotSearchResult } from '@/api/contracts/search';
import type { SpotDetail } from '@/api/contracts/spots';
import {
  magazinePostCategories,
  magazinePosts,
  spotBenefits,
  spotBenefitTranslations,
  spotTranslations,
  tagTranslations,
} from '@/server/db/schema';
import { BENEFIT_TEXT_SEEDS, OPERATION_TIME_LINE_SEEDS, TAG_NAME_SEEDS } from '@/server/db/seed/data/tags';
import { TRANSLATION_LOCALES } from '@/lib/locales';
import { insertSpot } from '../utils/fixtures';
import { call, setupTestApp } from '../utils/test-app';

/**
 * Tags, opening hours and benefits in the reader's language, each with the language it is
 * really in (decision 057), and magazine labels through the same tag vocabulary.
 */
const ctx = setupTestApp();

const LANGS = ['ko', 'en', 'ja', 'zh'] as const;
const at = (lang: (typeof LANGS)[number]) => TRANSLATION_LOCALES.indexOf(lang as never);
/** The seed's name of a tag, hours line or benefit text in a language (Korean: itself). */
const seedName = (table: Record<string, readonly string[]>, korean: string, lang: (typeof LANGS)[number]) =>
  lang === 'ko' ? korean : table[korean][at(lang)];

const HOURS = ['매일 11:00 - 21:00', '월요일 휴무'];
const FIRST = { key: '구매 혜택', value: '3만원 이상 구매 시 한정 엽서 세트 증정' };
const SECOND = { key: '현장 이벤트', value: '인스타그램 인증 시 스티커 증정' };
const UNTRANSLATED_TAG = '번역없는태그';

let spotId = 0;

beforeAll(async () => {
  // The shared vocabulary for two of the three tags, as the seed writes it.
  await ctx.db
    .insert(tagTranslations)
    .values(
      ['성수', '포토존', '가이드'].flatMap((tag) =>
        TRANSLATION_LOCALES.map((locale, i) => ({ tag, locale, name: TAG_NAME_SEEDS[tag][i] })),
      ),
    );
  const spot = await insertSpot(ctx.db, {
    title: '번역 테스트 팝업',
    tags: ['성수', '#포토존', UNTRANSLATED_TAG],
    operationTime: HOURS,
  });
  spotId = spot.id;
  const [first, second] = await ctx.db
    .insert(spotBenefits)
    .values([
      { spotId, ...FIRST, sortOrder: 0 },
      { spotId, ...SECOND, sortOrder: 1 },
    ])
    .returning();
  // English and Chinese translations carry hours; the Japanese one has none (Korean lines shown).
  await ctx.db.insert(spotTranslations).values(
    TRANSLATION_LOCALES.map((locale, i) => ({
      spotId,
      locale,
      title: `title ${locale}`,
      operationTime: locale === 'ja' ? null : HOURS.map((line) => OPERATION_TIME_LINE_SEEDS[line][i]),
    })),
  );
  // The first benefit in every language, the second in English only.
  await ctx.db.insert(spotBenefitTranslations).values([
    ...TRANSLATION_LOCALES.map((locale, i) => ({
      benefitId: first.id,
      locale,
      key: BENEFIT_TEXT_SEEDS[FIRST.key][i],
      value: BENEFIT_TEXT_SEEDS[FIRST.value][i],
    })),
    {
      benefitId: second.id,
      locale: 'en',
      key: BENEFIT_TEXT_SEEDS[SECOND.key][0],
      value: BENEFIT_TEXT_SEEDS[SECOND.value][0],
    },
  ]);
});

const detail = async (lang: string) => {
  const res = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spotId}?lang=${lang}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('the pop-up detail in the reader’s language', () => {
  it('names tags from the shared vocabulary, keeps the Korean tags for links, marks the rest ko', async () => {
    for (const lang of LANGS) {
      const d = await detail(lang);
      // Search and the tag filter take the stored tags, in every language.
      expect(d.tags).toEqual(['성수', '#포토존', UNTRANSLATED_TAG]);
      const translated = lang === 'ko' ? 'ko' : lang;
      expect(d.tagLabels, lang).toEqual([
        { tag: '성수', name: seedName(TAG_NAME_SEEDS, '성수', lang), locale: translated },
        { tag: '#포토존', name: lang === 'ko' ? '#포토존' : TAG_NAME_SEEDS['포토존'][at(lang)], locale: translated },
        { tag: UNTRANSLATED_TAG, name: UNTRANSLATED_TAG, locale: 'ko' },
      ]);
    }
  });

  it('answers opening hours in the translation’s lines, or the Korean lines marked ko', async () => {
    for (const lang of LANGS) {
      const d = await detail(lang);
      if (lang === 'ko' || lang === 'ja') {
        expect([d.operationTime, d.textLocales.operationTime], lang).toEqual([HOURS, 'ko']);
      } else {
        expect([d.operationTime, d.textLocales.operationTime], lang).toEqual([
          HOURS.map((line) => seedName(OPERATION_TIME_LINE_SEEDS, line, lang)),
          lang,
        ]);
      }
    }
  });

  it('translates each benefit line it has a translation for, each saying its language', async () => {
    for (const lang of LANGS) {
      const d = await detail(lang);
      const first =
        lang === 'ko'
          ? { ...FIRST, locale: 'ko' }
          : {
              key: seedName(BENEFIT_TEXT_SEEDS, FIRST.key, lang),
              value: seedName(BENEFIT_TEXT_SEEDS, FIRST.value, lang),
              locale: lang,
            };
      const second =
        lang === 'en'
          ? { key: BENEFIT_TEXT_SEEDS[SECOND.key][0], value: BENEFIT_TEXT_SEEDS[SECOND.value][0], locale: 'en' }
          : { ...SECOND, locale: 'ko' };
      expect(d.benefits, lang).toEqual([first, second]);
    }
  });

  it('shows a pop-up without any translation in Korean, marked ko, in every language', async () => {
    const plain = await insertSpot(ctx.db, {
      title: '번역 없음',
      tags: ['포토존'],
      operationTime: ['매일 10:00 - 18:00'],
    });
    await ctx.db.insert(spotBenefits).values({ spotId: plain.id, key: '혜택', value: '엽서' });
    const d = (await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${plain.id}?lang=ja`)).body.data;
    expect(d.operationTime).toEqual(['매일 10:00 - 18:00']);
    expect(d.textLocales.operationTime).toBe('ko');
    expect(d.benefits).toEqual([{ key: '혜택', value: '엽서', locale: 'ko' }]);
    // The tag vocabulary is shared: the tag is named even though the pop-up has no translation.
    expect(d.tagLabels).toEqual([{ tag: '포토존', name: TAG_NAME_SEEDS['포토존'][1], locale: 'ja' }]);
  });
});

describe('search items in the reader’s language', () => {
  it('gives the hours and the first benefit line translated where they are, with their languages', async () => {
    for (const lang of LANGS) {
      const res = await call<SpotSearchResult>(
        ctx.app,
        'GET',
        `/api/v1/spots?keyword=${encodeURIComponent('번역 테스트')}&lang=${lang}`,
      );
      expect(res.status).toBe(200);
      const item = res.body.data.content.find((s) => s.id === spotId);
      const hoursTranslated = lang === 'en' || lang === 'zh';
      expect(item, lang).toMatchObject({
        operationTime: hoursTranslated ? HOURS.map((line) => seedName(OPERATION_TIME_LINE_SEEDS, line, lang)) : HOURS,
        operationTimeLocale: hoursTranslated ? lang : 'ko',
        benefit:
          lang === 'ko'
            ? `${FIRST.key}: ${FIRST.value}`
            : `${seedName(BENEFIT_TEXT_SEEDS, FIRST.key, lang)}: ${seedName(BENEFIT_TEXT_SEEDS, FIRST.value, lang)}`,
        benefitLocale: lang,
      });
    }
  });

  it('says a pop-up without benefits has no benefit language', async () => {
    const bare = await insertSpot(ctx.db, { title: '혜택없는 번역 테스트' });
    const res = await call<SpotSearchResult>(
      ctx.app,
      'GET',
      `/api/v1/spots?keyword=${encodeURIComponent('혜택없는')}&lang=en`,
    );
    expect(res.body.data.content.find((s) => s.id === bare.id)).toMatchObject({
      benefit: null,
      benefitLocale: null,
      operationTimeLocale: 'ko',
    });
  });
});

describe('magazine labels in the reader’s language', () => {
  it('names a post’s labels from the tag vocabulary, and keeps an unknown label Korean (ko)', async () => {
    const [post] = await ctx.db
      .insert(magazinePosts)
      .values({ title: '라벨 테스트', status: 'PUBLISHED', publishedAt: new Date(Date.now() - 3_600_000) })
      .returning();
    await ctx.db.insert(magazinePostCategories).values([
      { postId: post.id, name: '가이드' },
      { postId: post.id, name: '없는라벨' },
    ]);
    for (const lang of LANGS) {
      const res = await call<MagazineDetail>(ctx.app, 'GET', `/api/v1/magazines/${post.id}?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.body.data.categories, lang).toEqual([
        { name: seedName(TAG_NAME_SEEDS, '가이드', lang), locale: lang },
        { name: '없는라벨', locale: 'ko' },
      ]);
      const list = await call<MagazineList>(ctx.app, 'GET', `/api/v1/magazines?lang=${lang}`);
      expect(list.body.data.content.find((p) => p.id === post.id)?.categories).toEqual(res.body.data.categories);
    }
  });
});
