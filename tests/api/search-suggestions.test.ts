import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_SUGGESTION_MAX,
  type SearchSuggestion,
  type SearchSuggestionQuery,
  type SearchSuggestions,
} from '@/api/contracts/search';
import { searchKeywordLogs, spotTranslations } from '@/server/db/schema';
import { REGION_NAME_SEEDS } from '@/server/db/seed/data/regions';
import { refreshSearchTerms } from '@/server/services/search/refresh-search-terms';
import { insertSeedRegions, insertSpot } from '../utils/fixtures';
import { loadOpenApiDocument, operationsOf } from '../utils/openapi-document';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const HOUR = 60 * 60 * 1000;
const SEONGSU_1GA = '1120011400';
const JAMSIL = '1171010100';
const SEONGSU_EN = REGION_NAME_SEEDS[SEONGSU_1GA].en; // 'Seongsu-dong 1(il)-ga'

const ids: Record<string, number> = {};

function suggest(keyword: string, options: Omit<SearchSuggestionQuery, 'keyword'> = {}) {
  const query: SearchSuggestionQuery = { keyword, ...options };
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return call<SearchSuggestions>(ctx.app, 'GET', `/api/v1/search/suggestions?${params}`);
}

async function items(keyword: string, options: Omit<SearchSuggestionQuery, 'keyword'> = {}) {
  const res = await suggest(keyword, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.items;
}

const find = (list: SearchSuggestion[], text: string, kind?: string) =>
  list.find((i) => i.text === text && (!kind || i.kind === kind));

beforeAll(async () => {
  await insertSeedRegions(ctx.db);
  const seongsu = { regionCode: SEONGSU_1GA, region1DepthName: '서울', region2DepthName: '성동구' };
  ids.store = (
    await insertSpot(ctx.db, {
      ...seongsu,
      title: '성수 캐릭터 팝업스토어',
      name: '디올',
      tags: ['성수', '굿즈'],
      viewCount: 90,
    })
  ).id;
  await ctx.db
    .insert(spotTranslations)
    .values({ spotId: ids.store, locale: 'en', title: 'Seongsu Character Pop-up Store' });
  ids.festival = (
    await insertSpot(ctx.db, {
      regionCode: JAMSIL,
      region1DepthName: '서울',
      region2DepthName: '송파구',
      address: '서울 송파구 잠실동 40-1',
      title: '잠실 여름 페스티벌',
      name: '캐릭터월드',
      tags: ['페스티벌'],
      viewCount: 10,
    })
  ).id;
  // Not public: a console draft and a pop-up scheduled to go public later.
  ids.draft = (
    await insertSpot(ctx.db, {
      ...seongsu,
      title: '엠바고 신제품 성수 팝업',
      name: '엠바고브랜드',
      tags: ['엠바고'],
      activatedAt: null,
      viewCount: 1000,
    })
  ).id;
  ids.scheduled = (
    await insertSpot(ctx.db, {
      ...seongsu,
      title: '공개예정 성수 쇼룸',
      name: '공개예정브랜드',
      activatedAt: new Date(Date.now() + 2 * HOUR),
      viewCount: 1000,
    })
  ).id;
  await refreshSearchTerms(ctx.db);
});

describe('GET /v1/search/suggestions', () => {
  it('finds 성수 from its initial consonants', async () => {
    const list = await items('ㅅㅅ');
    expect(find(list, '성수', 'TAG')).toMatchObject({ match: 'CHOSEONG', spotId: null, lang: 'ko' });
    expect(find(list, '성수동1가', 'REGION')).toMatchObject({ match: 'CHOSEONG' });
    expect(find(list, '성수 캐릭터 팝업스토어', 'TITLE')).toMatchObject({ match: 'CHOSEONG', spotId: ids.store });
  });

  it('completes a syllable still being typed (성ㅅ → 성수)', async () => {
    const res = await suggest('성ㅅ');
    expect(res.body.data.keyword).toBe('성ㅅ');
    const list = res.body.data.items;
    expect(find(list, '성수', 'TAG')).toMatchObject({ match: 'PREFIX' });
    expect(find(list, '성수동1가', 'REGION')).toMatchObject({ match: 'PREFIX' });
    expect(find(list, '성수 캐릭터 팝업스토어', 'TITLE')).toMatchObject({ match: 'PREFIX', spotId: ids.store });
    // 성동구 starts with 성 but not with 성ㅅ.
    expect(find(list, '성동구')).toBeUndefined();
  });

  it('puts whole-term matches first, then regions before brands, tags and titles', async () => {
    const list = await items('성수');
    expect(list[0]).toMatchObject({ text: '성수', kind: 'TAG', match: 'EXACT' });
    const prefix = list.filter((i) => i.match === 'PREFIX').map((i) => i.kind);
    expect(prefix).toEqual([...prefix].sort((a, b) => KINDS.indexOf(a) - KINDS.indexOf(b)));
    expect(prefix[0]).toBe('REGION');
    expect(prefix).toContain('TITLE');
    // Every text once.
    expect(new Set(list.map((i) => i.text)).size).toBe(list.length);
  });

  it('matches inside a term from three letters on', async () => {
    const list = await items('릭터');
    expect(find(list, '캐릭터월드', 'BRAND')).toMatchObject({ match: 'CONTAINS' });
  });

  it('offers the term one typo away when nothing else matches', async () => {
    const list = await items('캐릭타월드');
    expect(find(list, '캐릭터월드', 'BRAND')).toMatchObject({ match: 'TYPO', spotId: null });
    // A short word is never corrected.
    expect(await items('성슈')).toEqual([]);
  });

  it('gives region names in the reader’s language, each item saying its language', async () => {
    const en = await items('seongsu', { lang: 'en' });
    expect(find(en, SEONGSU_EN, 'REGION')).toMatchObject({ match: 'PREFIX', lang: 'en' });
    expect(find(en, 'Seongsu Character Pop-up Store', 'TITLE')).toMatchObject({ lang: 'en', spotId: ids.store });
    const ja = await items('성수', { lang: 'ja' });
    expect(find(ja, '성수', 'TAG')).toMatchObject({ lang: 'ko' });
    expect(find(await items('聖水', { lang: 'ja' }), REGION_NAME_SEEDS[SEONGSU_1GA].ja)).toMatchObject({ lang: 'ja' });
    // A Korean page gets no English names.
    expect(find(await items('seongsu'), SEONGSU_EN)).toBeUndefined();
  });

  it('never suggests the brand, tag or title of a pop-up that is not public yet', async () => {
    for (const keyword of ['엠바고', 'ㅇㅂㄱ', '공개예정', '엠바고브랜듸']) {
      expect(await items(keyword), keyword).toEqual([]);
    }
    const texts = (await items('성', { size: 10 })).map((i) => i.text).join(' ');
    expect(texts).not.toMatch(/엠바고|공개예정/);
  });

  it('answers at most `size` items (8 by default)', async () => {
    expect(await items('ㅅ', { size: 2 })).toHaveLength(2);
    expect((await items('ㅅ')).length).toBeLessThanOrEqual(8);
    expect((await items('ㅅ', { size: 10 })).length).toBeGreaterThan(2);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await items('%')).toEqual([]);
    expect(await items('_')).toEqual([]);
  });

  it('refuses a missing, empty, too long or control-character keyword and a bad size', async () => {
    for (const query of [
      '',
      'keyword=',
      'keyword=%20%20',
      `keyword=${'가'.repeat(51)}`,
      'keyword=%E1%84%80%01',
      'keyword=a%00b',
      'keyword=성수&size=0',
      `keyword=성수&size=${SEARCH_SUGGESTION_MAX + 1}`,
      'keyword=성수&lang=fr',
    ]) {
      const res = await call(ctx.app, 'GET', `/api/v1/search/suggestions?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.result.code, query).toBe(40000000);
    }
    expect((await suggest('가'.repeat(50))).status).toBe(200);
  });

  it('is cacheable by anyone for a minute, sets no cookie and logs nothing', async () => {
    const [before] = await ctx.db.select({ n: count() }).from(searchKeywordLogs);
    const res = await suggest('성수');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    // The front cache keeps it until the dictionary or a pop-up changes (decision 062).
    expect(res.headers.get('X-Cache-Tags')).toBe('search-terms spots');
    expect(res.headers.get('Set-Cookie')).toBeNull();
    const [after] = await ctx.db.select({ n: count() }).from(searchKeywordLogs);
    expect(after.n).toBe(before.n);
  });

  it('is in the OpenAPI document, public', async () => {
    const operation = operationsOf(await loadOpenApiDocument(ctx.app)).find(
      (o) => o.key === 'GET /v1/search/suggestions',
    );
    expect(operation).toMatchObject({ access: 'public' });
    expect(operation!.operation.parameters?.map((p) => p.name).sort()).toEqual(['keyword', 'lang', 'size']);
  });
});

const KINDS = ['REGION', 'BRAND', 'TAG', 'TITLE'];
