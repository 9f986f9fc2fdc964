import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestions, SpotMapResult, SpotSearchResult } from '@/api/contracts/search';
import { searchSynonyms, spots, spotTranslations, tagTranslations } from '@/server/db/schema';
import { refreshSearchTerms } from '@/server/services/search/refresh-search-terms';
import { insertSeedRegions, insertSpot, seoulDay } from '../utils/fixtures';
import { call, setupTestApp } from '../utils/test-app';

/**
 * How people type on a phone (decision 068): run together, on the wrong keyboard, in
 * another form of the word, in another language. Each pop-up below is found only by the
 * reading the test names.
 */
const ctx = setupTestApp();
const id: Record<string, number> = {};

// Away from Seongsu unless a pop-up says otherwise (insertSpot's default address is in 성수동).
const GANGNAM = { address: '서울 강남구 역삼동 823', regionCode: '1168010100', latitude: 37.5, longitude: 127.03 };
const JAMSIL = { address: '서울 송파구 잠실동 40', regionCode: '1171010100', latitude: 37.51, longitude: 127.08 };

beforeAll(async () => {
  await insertSeedRegions(ctx.db);
  const add = async (key: string, values: Partial<typeof spots.$inferInsert>) => {
    id[key] = (await insertSpot(ctx.db, values)).id;
  };
  // 성수 in its tags and district, 팝업 in its title: '성수팝업' is neither field as typed.
  await add('bunny', {
    title: '버니블룸 플라워 팝업',
    name: '버니블룸',
    tags: ['성수', '플라워'],
    address: '서울 성동구 성수동2가 1',
    regionCode: '1120011500',
  });
  // A Seongsu pop-up whose text never says 팝업: '성수팝업' means it too.
  await add('garden', {
    title: '타이니가든 반려식물 마켓',
    name: '타이니가든',
    tags: ['성수'],
    address: '서울 성동구 성수동1가 5',
    regionCode: '1120011400',
  });
  await add('beauty', { title: '글로우랩 신제품 체험', name: '글로우랩', tags: ['강남', '뷰티'], ...GANGNAM });
  await add('expo', { title: '여름 일러스트 전시', name: '잠실 아트홀', type: 'EXHIBITION', ...JAMSIL });
  await add('festival', { title: '한강 불빛 축제', name: '불빛위원회', type: 'FESTIVAL', ...JAMSIL });
  // The same match, open now, soon and later; and a better match opening later.
  await add('candleNow', { title: '캔들 공방 마켓', ...JAMSIL });
  await add('candleSoon', {
    title: '캔들 공방 마켓',
    openDate: seoulDay(3),
    closeDate: seoulDay(20),
    viewCount: 10,
    ...JAMSIL,
  });
  await add('candleLater', {
    title: '캔들 공방 마켓',
    openDate: seoulDay(20),
    closeDate: seoulDay(40),
    viewCount: 1000,
    ...JAMSIL,
  });
  await add('candleBrand', {
    title: '향기 공방 마켓',
    name: '캔들',
    openDate: seoulDay(20),
    closeDate: seoulDay(40),
    ...JAMSIL,
  });
  await ctx.db.insert(spotTranslations).values([
    { spotId: id.bunny, locale: 'en', title: 'Bunny Bloom Flower Pop-up', name: 'Bunny Bloom' },
    { spotId: id.bunny, locale: 'ja', title: 'バニーブルーム フラワー', name: 'バニーブルーム' },
    { spotId: id.bunny, locale: 'zh', title: '邦妮花开 花艺', name: '邦妮花开' },
  ]);
  await ctx.db.insert(tagTranslations).values([
    { tag: '성수', locale: 'ja', name: '聖水' },
    { tag: '성수', locale: 'zh', name: '圣水' },
    { tag: '뷰티', locale: 'en', name: 'Beauty' },
  ]);
  // Tag translations are read when a pop-up is written (as region names are).
  await ctx.db.update(spots).set({ title: spots.title });
  await refreshSearchTerms(ctx.db);
});

async function search(keyword: string, lang = 'ko') {
  const query = new URLSearchParams({ keyword, lang, size: '50' });
  const res = await call<SpotSearchResult>(ctx.app, 'GET', `/api/v1/spots?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const found = (result: { content: { id: number }[] }) => result.content.map((s) => s.id).sort((a, b) => a - b);
const ids = (...keys: string[]) => keys.map((k) => id[k]).sort((a, b) => a - b);

describe('words typed without spaces', () => {
  it('are split into the dictionary words they are made of when nothing matches them whole', async () => {
    // 팝업 beside another word narrows nothing: every listing is a pop-up.
    expect(found(await search('성수팝업'))).toEqual(ids('bunny', 'garden'));
    for (const keyword of ['버니블룸팝업', '팝업버니블룸']) {
      const result = await search(keyword);
      expect(found(result), keyword).toEqual(ids('bunny'));
      // What the visitor meant: no notice.
      expect(result.correctedKeyword).toBeNull();
      expect(result.correctionKind).toBeNull();
    }
    expect(found(await search('강남뷰티'))).toEqual(ids('beauty'));
  });

  it('keep every part: a piece outside the dictionary is still a word to match, and all must match', async () => {
    // 플라워 is a tag; 블룸 is no term of its own but is in the title.
    expect(found(await search('블룸플라워'))).toEqual(ids('bunny'));
    // 강남 and 플라워 are both terms, but no pop-up has both.
    expect(await search('강남플라워')).toMatchObject({ content: [], correctedKeyword: null });
  });
});

describe('the wrong keyboard', () => {
  it('reads Latin letters as the Korean two-set layout when they find nothing, and says so', async () => {
    const one = await search('tjdtn');
    expect(found(one)).toEqual(ids('bunny', 'garden'));
    expect(one).toMatchObject({ correctedKeyword: '성수', correctionKind: 'KEYBOARD' });
    // The phone's capital first letter, two words, and run together.
    expect(found(await search('Tjdtn'))).toEqual(ids('bunny', 'garden'));
    const two = await search('tjdtn vkqdjq');
    expect(found(two)).toEqual(ids('bunny', 'garden'));
    expect(two).toMatchObject({ correctedKeyword: '성수 팝업', correctionKind: 'KEYBOARD' });
    const together = await search('tjdtnvkqdjq');
    expect(found(together)).toEqual(ids('bunny', 'garden'));
    expect(together.correctedKeyword).toBe('성수팝업');
  });

  it('leaves Latin words that are not Hangul on the Korean layout, and words that find something', async () => {
    // 'bunny' reads as ㅠㅕㅜㅜㅛ: no conversion, and it finds the English brand anyway.
    const bunny = await search('bunny', 'en');
    expect(found(bunny)).toEqual(ids('bunny'));
    expect(bunny.correctionKind).toBeNull();
    expect(await search('qwzx')).toMatchObject({ content: [], correctedKeyword: null, correctionKind: null });
  });

  it('is the map’s reading too', async () => {
    const bounds = 'swLat=37.4&swLng=126.8&neLat=37.7&neLng=127.2';
    const res = await call<SpotMapResult>(ctx.app, 'GET', `/api/v1/spots/map?${bounds}&keyword=tjdtn`);
    expect(res.status).toBe(200);
    expect(found(res.body.data)).toEqual(ids('bunny', 'garden'));
    expect(res.body.data).toMatchObject({ correctedKeyword: '성수', correctionKind: 'KEYBOARD' });
    const split = await call<SpotMapResult>(ctx.app, 'GET', `/api/v1/spots/map?${bounds}&keyword=강남뷰티`);
    expect(found(split.body.data)).toEqual(ids('beauty'));
  });
});

describe('word forms and synonyms', () => {
  it('find the same pop-ups for each form of a word', async () => {
    expect(found(await search('전시회'))).toEqual(ids('expo'));
    expect(found(await search('전시'))).toEqual(ids('expo'));
    expect(found(await search('페스티벌'))).toEqual(ids('festival'));
    // Alone, a generic word is matched as any word is.
    expect(found(await search('팝업스토어'))).toEqual(ids('bunny'));
  });

  it('come from the vocabulary table: a row added there changes the search at once', async () => {
    expect(found(await search('전람회'))).toEqual([]);
    await ctx.db
      .insert(searchSynonyms)
      .values({ groupKey: 'exhibition', locale: 'ko', term: '전람회', norm: '전람회' });
    expect(found(await search('전람회'))).toEqual(ids('expo'));
    await ctx.db.delete(searchSynonyms).where(eq(searchSynonyms.norm, '전람회'));
    expect(found(await search('전람회'))).toEqual([]);
  });
});

describe('other languages', () => {
  it('find pop-ups by district, brand and word in English, Japanese and Chinese', async () => {
    expect(found(await search('seongsu popup', 'en'))).toEqual(ids('bunny', 'garden'));
    expect(found(await search('bunny bloom', 'en'))).toEqual(ids('bunny'));
    expect(found(await search('gangnam beauty', 'en'))).toEqual(ids('beauty'));
    expect(found(await search('聖水 ポップアップ', 'ja'))).toEqual(ids('bunny', 'garden'));
    expect(found(await search('バニーブルーム', 'ja'))).toEqual(ids('bunny'));
    expect(found(await search('圣水 快闪店', 'zh'))).toEqual(ids('bunny', 'garden'));
    // Festivals by their kind, whatever the title says ('페스티벌' is the FESTIVAL type's word).
    expect(found(await search('festival', 'en'))).toEqual(ids('festival'));
  });
});

describe('the order of a keyword’s results (sort=score)', () => {
  it('puts a better match first, then what is open now before what opens soon or later', async () => {
    const result = await search('캔들');
    // The brand is the word itself (a whole field): first though it opens in 20 days. Then the
    // same title open now, opening in 3 days, in 20 days, though the later one is the most
    // popular.
    expect(result.content.map((s) => s.id)).toEqual([id.candleBrand, id.candleNow, id.candleSoon, id.candleLater]);
    // An explicit sort keeps its own order.
    const byOpening = await call<SpotSearchResult>(
      ctx.app,
      'GET',
      '/api/v1/spots?keyword=%EC%BA%94%EB%93%A4&sort=open_date',
    );
    expect(byOpening.body.data.content[0].id).toBe(id.candleSoon);
  });
});

describe('suggestions while typing', () => {
  async function suggest(keyword: string, lang = 'ko') {
    const query = new URLSearchParams({ keyword, lang });
    const res = await call<SearchSuggestions>(ctx.app, 'GET', `/api/v1/search/suggestions?${query}`);
    expect(res.status).toBe(200);
    return res.body.data.items;
  }

  it('read the keyboard, the vocabulary and run-together words as the list does', async () => {
    expect((await suggest('tjdtn')).map((i) => i.text)).toContain('성수');
    expect(await suggest('전시회')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'TITLE', spotId: id.expo })]),
    );
    expect(await suggest('성수팝업')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'TITLE', spotId: id.bunny })]),
    );
  });
});
