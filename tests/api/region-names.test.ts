import { beforeAll, describe, expect, it } from 'vitest';
import type { SpotSearchResult } from '@/api/contracts/search';
import type { RecommendationItem, SpotDetail } from '@/api/contracts/spots';
import { regions } from '@/server/db/schema';
import { REGION_NAME_SEEDS, REGION_SEEDS } from '@/server/db/seed/data/regions';
import { TRANSLATION_LOCALES } from '@/lib/locales';
import { insertSeedRegions, insertSpot } from '../utils/fixtures';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

/** The seed's regions and their names, plus 대구 중구 with no translation rows at all (once per file). */
async function seedRegions() {
  await insertSeedRegions(ctx.db);
  await ctx.db.insert(regions).values({ code: '2700000000', name: '대구광역시', depth: 1, parentCode: null });
  await ctx.db.insert(regions).values({ code: '2711000000', name: '중구', depth: 2, parentCode: '2700000000' });
}

const detail = (id: number, lang: string) => call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${id}?lang=${lang}`);
const nearby = (id: number, lang: string) =>
  call<RecommendationItem[]>(
    ctx.app,
    'GET',
    `/api/v1/spots/recommendations?recommendationType=NEARBY&excludedSpotId=${id}&lang=${lang}`,
  );

describe('region names in the reader’s language', () => {
  beforeAll(seedRegions);

  it('has an English, Japanese and Chinese name for every region the seed has', () => {
    for (const r of REGION_SEEDS) {
      const names = REGION_NAME_SEEDS[r.code];
      expect(names, r.name).toBeDefined();
      for (const locale of TRANSLATION_LOCALES) expect(names[locale].trim(), `${r.name} ${locale}`).not.toBe('');
    }
    expect(Object.keys(REGION_NAME_SEEDS).sort()).toEqual(REGION_SEEDS.map((r) => r.code).sort());
  });

  it('answers the detail header and the cards beside it in ko, en, ja and zh', async () => {
    const seongsu = await insertSpot(ctx.db, {
      title: '성수 기준',
      regionCode: '1120011400',
      region1DepthName: '서울',
      region2DepthName: '성동구',
    });
    // 300 m north: a nearby card, in 잠실동 (송파구) for the test.
    const jamsil = await insertSpot(ctx.db, {
      title: '잠실 카드',
      latitude: seongsu.latitude + 0.0027,
      longitude: seongsu.longitude,
      regionCode: '1171010100',
      region1DepthName: '서울',
      region2DepthName: '송파구',
    });

    const expected = {
      ko: { depth1: '서울', depth2: '성동구', card: '송파구' },
      en: { depth1: 'Seoul', depth2: 'Seongdong-gu', card: 'Songpa-gu' },
      ja: { depth1: 'ソウル特別市', depth2: '城東区', card: '松坡区' },
      zh: { depth1: '首尔特别市', depth2: '城东区', card: '松坡区' },
    } as const;
    for (const [lang, names] of Object.entries(expected)) {
      const d = await detail(seongsu.id, lang);
      expect(d.status).toBe(200);
      expect(d.body.data.region).toEqual({
        code: '1120011400',
        depth1: names.depth1,
        depth2: names.depth2,
        depth1Locale: lang,
        depth2Locale: lang,
      });
      const cards = await nearby(seongsu.id, lang);
      expect(cards.status).toBe(200);
      const card = cards.body.data.find((c) => c.id === jamsil.id);
      expect(card?.area).toMatchObject({ region2Depth: names.card, region2DepthLocale: lang });
    }
  });

  it('romanizes a region without a stored English name, and keeps Korean (marked ko) for ja/zh', async () => {
    const daegu = await insertSpot(ctx.db, {
      title: '대구 팝업',
      latitude: 35.8694,
      longitude: 128.5932,
      regionCode: '2711000000',
      region1DepthName: '대구',
      region2DepthName: '중구',
    });
    const en = await detail(daegu.id, 'en');
    expect(en.body.data.region).toMatchObject({
      depth1: 'Daegu',
      depth2: 'Jung-gu',
      depth1Locale: 'en',
      depth2Locale: 'en',
    });
    for (const lang of ['ja', 'zh']) {
      const res = await detail(daegu.id, lang);
      expect(res.body.data.region).toMatchObject({
        depth1: '대구',
        depth2: '중구',
        depth1Locale: 'ko',
        depth2Locale: 'ko',
      });
    }
  });

  it('falls back to the stored names when a spot has no region code', async () => {
    const spot = await insertSpot(ctx.db, { title: '코드 없음', region1DepthName: '서울', region2DepthName: '마포구' });
    expect((await detail(spot.id, 'en')).body.data.region).toMatchObject({
      code: '',
      depth1: 'Seoul',
      depth2: 'Mapo-gu',
      depth1Locale: 'en',
    });
    expect((await detail(spot.id, 'zh')).body.data.region).toMatchObject({ depth2: '마포구', depth2Locale: 'ko' });
  });
});

describe('region names on search cards', () => {
  it('answers the list cards in the asked language', async () => {
    const spot = await insertSpot(ctx.db, {
      title: '검색 지역 카드',
      regionCode: '1144012000',
      region1DepthName: '서울',
      region2DepthName: '마포구',
    });
    const names = { ko: '마포구', en: 'Mapo-gu', ja: '麻浦区', zh: '麻浦区' } as const;
    for (const [lang, name] of Object.entries(names)) {
      const res = await call<SpotSearchResult>(
        ctx.app,
        'GET',
        `/api/v1/spots?size=50&keyword=${encodeURIComponent('검색 지역 카드')}&lang=${lang}`,
      );
      expect(res.status).toBe(200);
      const item = res.body.data.content.find((i) => i.id === spot.id);
      expect(item?.area).toMatchObject({ region2Depth: name, region2DepthLocale: lang });
    }
  });
});
