import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotMapResult, SpotSearchItem, SpotSearchResult } from '@/api/contracts/search';
import {
  picks,
  regions,
  reviews,
  searchKeywordLogs,
  spotBenefits,
  spotFiles,
  spotQueues,
  spots,
  spotTranslations,
} from '@/server/db/schema';
import { REGION_SEEDS } from '@/server/db/seed/data/regions';
import { refreshSearchTerms } from '@/server/services/search/refresh-search-terms';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { newVisitorCookie, visitorHeader } from '../utils/client-address';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const DAY = 86_400_000;

type Fixture = {
  id: number;
  openDate: string;
  closeDate: string | null;
  activatedAt: Date;
  popularity: number;
  reviews: number;
};
const f: Record<string, Fixture> = {};
const hiddenIds: number[] = [];
let picker: Awaited<ReturnType<typeof createUser>>;
let pickId = 0;

type SpotInsert = typeof spots.$inferInsert;

async function add(key: string, values: Partial<SpotInsert>, counts: { views?: number; reviews?: number } = {}) {
  const spot = await insertSpot(ctx.db, { viewCount: counts.views ?? 0, ...values });
  f[key] = {
    id: spot.id,
    openDate: spot.openDate,
    closeDate: spot.closeDate,
    activatedAt: spot.activatedAt!,
    popularity: counts.views ?? 0,
    reviews: 0,
  };
  return spot;
}

async function addReviews(key: string, n: number) {
  for (let i = 0; i < n; i++) {
    const { user } = await createUser(ctx.db);
    await ctx.db.insert(reviews).values({
      userId: user.id,
      spotId: f[key].id,
      status: 'REGISTERED',
      score: 5,
      content: '정말 즐거운 방문이었어요. 다음에도 또 올게요!',
      visitDate: seoulDay(-1),
      registeredAt: new Date(),
    });
    f[key].reviews += 1;
    f[key].popularity += 20;
  }
}

const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  await ctx.db.insert(regions).values(REGION_SEEDS.filter((r) => r.depth === 1));
  await ctx.db.insert(regions).values(REGION_SEEDS.filter((r) => r.depth === 2));
  await ctx.db.insert(regions).values(REGION_SEEDS.filter((r) => r.depth === 3));

  // Seongsu: '성수' in the title and the region.
  await add(
    'popup',
    {
      title: '성수 POP-UP 스토어',
      type: 'STORE',
      address: '서울 성동구 성수동1가 656-1',
      regionCode: '1120011400',
      region1DepthName: '서울',
      region2DepthName: '성동구',
      latitude: 37.5446,
      longitude: 127.0559,
      openDate: seoulDay(-5),
      closeDate: seoulDay(10),
      activatedAt: ago(6),
    },
    { views: 100 },
  );
  // Seongsu by address only; the title has '팝업'.
  await add(
    'gallery',
    {
      title: '팝업 갤러리 전시',
      type: 'EXHIBITION',
      address: '서울 성동구 성수동2가 300-1',
      regionCode: '1120011500',
      latitude: 37.5431,
      longitude: 127.0573,
      openDate: seoulDay(-10),
      closeDate: seoulDay(1),
      activatedAt: ago(11),
    },
    { views: 50 },
  );
  // Jamsil, opening in 5 days, pre-reservation open.
  await add(
    'festival',
    {
      title: '잠실 캐릭터 페스티벌',
      type: 'FESTIVAL',
      address: '서울 송파구 잠실동 40-1',
      regionCode: '1171010100',
      latitude: 37.5133,
      longitude: 127.1001,
      openDate: seoulDay(5),
      closeDate: seoulDay(20),
      activatedAt: ago(1),
      preReservationLink: 'https://booking.example/festival',
      preReservationStartedAt: ago(1),
      preReservationEndedAt: new Date(Date.now() + 4 * DAY),
    },
    { views: 30 },
  );
  // Gyeonggi, no close date; its pre-reservation window has ended.
  await add(
    'market',
    {
      title: '분당 굿즈 마켓',
      type: 'STORE',
      address: '경기 성남시 분당구 백현동 532',
      roadAddress: '경기 성남시 분당구 판교역로 146',
      regionCode: '4113510900',
      latitude: 37.3925,
      longitude: 127.1112,
      openDate: seoulDay(-30),
      closeDate: null,
      activatedAt: ago(31),
      preReservationLink: 'https://booking.example/market',
      preReservationStartedAt: ago(40),
      preReservationEndedAt: ago(31),
    },
    { views: 70 },
  );
  // Busan (ETC), found by its tag.
  await add(
    'beach',
    {
      title: '해운대 바다 축제',
      type: 'FESTIVAL',
      address: '부산 해운대구 우동 1411',
      regionCode: '2635010500',
      tags: ['불꽃놀이', '여름'],
      latitude: 35.1587,
      longitude: 129.1604,
      openDate: seoulDay(-2),
      closeDate: seoulDay(3),
      activatedAt: ago(3),
    },
    { views: 10 },
  );
  // No region (ETC), opening in 2 days.
  await add(
    'nowhere',
    {
      title: '무지역 팝업',
      type: 'EVENT',
      address: '주소 미정',
      regionCode: null,
      latitude: 36.5,
      longitude: 127.5,
      openDate: seoulDay(2),
      closeDate: seoulDay(30),
      activatedAt: ago(2),
    },
    { views: 5 },
  );
  // Translated: found by its English title, shown in English for lang=en.
  await add(
    'bakery',
    {
      title: '달빛 베이커리',
      type: 'POPSPOT_STORE',
      address: '서울 마포구 서교동 400',
      regionCode: '1144012000',
      latitude: 37.5563,
      longitude: 126.9236,
      openDate: seoulDay(0),
      closeDate: seoulDay(0),
      activatedAt: ago(4),
    },
    { views: 60 },
  );
  await ctx.db.insert(spotTranslations).values({ spotId: f.bakery.id, locale: 'en', title: 'Moonlight Bakery' });
  // Ended yesterday: out of 'all' and 'today', inside a past range.
  await add('ended', {
    title: '지난 성수 팝업',
    address: '서울 성동구 성수동1가 1-1',
    regionCode: '1120011400',
    openDate: seoulDay(-20),
    closeDate: seoulDay(-1),
    activatedAt: ago(21),
  });

  // Never public, whatever the filters.
  for (const values of [
    { title: '성수 삭제된 팝업', deletedAt: ago(1) },
    { title: '성수 비공개 팝업', activatedAt: null },
    { title: '성수 예약 공개 팝업', activatedAt: new Date(Date.now() + 2 * DAY) },
  ] satisfies Partial<SpotInsert>[]) {
    const spot = await insertSpot(ctx.db, { address: '서울 성동구 성수동1가 9', regionCode: '1120011400', ...values });
    hiddenIds.push(spot.id);
  }

  // Features.
  await ctx.db.insert(spotBenefits).values([
    { spotId: f.popup.id, key: '빈 혜택', value: '  ', sortOrder: 0 },
    { spotId: f.popup.id, key: '구매 혜택', value: '엽서 증정', sortOrder: 1 },
    { spotId: f.gallery.id, key: '빈 혜택', value: ' ', sortOrder: 0 },
    { spotId: f.beach.id, key: '입장 혜택', value: '음료 1잔', sortOrder: 0 },
  ]);
  await ctx.db.insert(spotQueues).values([
    { spotId: f.popup.id, title: '현장 대기' },
    { spotId: f.market.id, title: '입장 대기', status: 'CLOSED' },
  ]);
  await addReviews('popup', 3);
  await addReviews('market', 1);
  // A draft and a deleted review do not count.
  const { user: drafter } = await createUser(ctx.db);
  await ctx.db.insert(reviews).values([
    { userId: drafter.id, spotId: f.gallery.id, status: 'TEMPORARY' },
    {
      userId: drafter.id,
      spotId: f.nowhere.id,
      status: 'REGISTERED',
      score: 4,
      content: '삭제된 리뷰입니다. 목록에 나오면 안 돼요.',
      registeredAt: new Date(),
      deletedAt: new Date(),
    },
  ]);
  await ctx.db.insert(spotFiles).values({ spotId: f.popup.id, kind: 'HERO', path: 'spots/p/hero-1.webp' });

  picker = await createUser(ctx.db);
  const [pick] = await ctx.db
    .insert(picks)
    .values({ userId: picker.user.id, type: 'POPUP', referenceId: f.gallery.id })
    .returning();
  pickId = pick.id;
  f.gallery.popularity += 10;
});

/** Named browsers, each with the visitor cookie the API issued it (decision 049). */
const visitors = new Map<string, string>();
async function visitorCookie(name: string) {
  if (!visitors.has(name)) visitors.set(name, await newVisitorCookie(ctx.app));
  return visitors.get(name)!;
}
/** The id the logs keep for a named browser. */
const idOf = (name: string) => visitors.get(name)!.split('.')[0];

async function search(query: string, options: { token?: string; session?: string } = {}) {
  const res = await call<SpotSearchResult>(ctx.app, 'GET', `/api/v1/spots?size=50&${query}`, {
    token: options.token,
    headers: options.session ? visitorHeader(await visitorCookie(options.session)) : undefined,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const ids = (page: SpotSearchResult) => page.content.map((s) => s.id);
const keys = (...names: string[]) => names.map((n) => f[n].id);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const kw = (keyword: string) => `keyword=${encodeURIComponent(keyword)}`;

describe('GET /api/v1/spots keyword', () => {
  it("finds a 2-syllable word in titles, addresses and region names ('성수')", async () => {
    const page = await search(kw('성수'));
    expect(sorted(ids(page))).toEqual(sorted(keys('popup', 'gallery')));
    expect(page.page.totalElements).toBe(2);
  });

  it("finds '팝업' inside titles, and Latin words whatever their case", async () => {
    // 'POP-UP' too: the same word in English (the search vocabulary, decision 068).
    expect(sorted(ids(await search(kw('팝업'))))).toEqual(sorted(keys('popup', 'gallery', 'nowhere')));
    expect(ids(await search(kw('pop')))).toEqual(keys('popup'));
    expect(ids(await search(kw('Pop')))).toEqual(keys('popup'));
    // 'Pop-Up' is a vocabulary word: it finds 팝업 titles as well.
    expect(sorted(ids(await search(kw('Pop-Up'))))).toEqual(sorted(keys('popup', 'gallery', 'nowhere')));
  });

  it('matches part of a word, a single syllable, longer words and words across a space', async () => {
    expect(ids(await search(kw('갤러')))).toEqual(keys('gallery'));
    expect(ids(await search(kw('잠')))).toEqual(keys('festival'));
    expect(ids(await search(kw('캐릭터 페스티')))).toEqual(keys('festival'));
    expect(ids(await search(kw('캐릭터페스티')))).toEqual(keys('festival'));
    expect(ids(await search(kw('  성수   POP  ')))).toEqual(keys('popup'));
  });

  it('searches the road address, tags, region names from the district tree and translated titles', async () => {
    expect(ids(await search(kw('판교역로')))).toEqual(keys('market'));
    expect(ids(await search(kw('불꽃놀이')))).toEqual(keys('beach'));
    // '경기도' is only in the legal-district tree (the address says '경기').
    expect(ids(await search(kw('경기도')))).toEqual(keys('market'));
    const en = await search(`${kw('moonlight')}&lang=en`);
    expect(ids(en)).toEqual(keys('bakery'));
    expect(en.content[0]).toMatchObject({ title: 'Moonlight Bakery', contentLocale: 'en' });
    const ko = await search(kw('moonlight'));
    expect(ko.content[0]).toMatchObject({ title: '달빛 베이커리', contentLocale: 'ko' });
  });

  it('answers an empty page when nothing matches', async () => {
    const page = await search(kw('존재하지않는말'));
    expect(page).toEqual({
      content: [],
      page: { number: 0, size: 50, totalElements: 0, totalPages: 0 },
      totalCapped: false,
      correctedKeyword: null,
      correctionKind: null,
    });
  });

  it('keeps the search index up to date when a title or translation changes', async () => {
    await ctx.db.update(spots).set({ title: '분당 리빙 마켓' }).where(eq(spots.id, f.market.id));
    expect(ids(await search(kw('리빙')))).toEqual(keys('market'));
    expect(ids(await search(kw('굿즈')))).toEqual([]);
    await ctx.db
      .update(spotTranslations)
      .set({ title: 'Sunrise Bakery' })
      .where(eq(spotTranslations.spotId, f.bakery.id));
    expect(ids(await search(kw('sunrise')))).toEqual(keys('bakery'));
    expect(ids(await search(kw('moonlight')))).toEqual([]);
    await ctx.db.update(spots).set({ title: '분당 굿즈 마켓' }).where(eq(spots.id, f.market.id));
    await ctx.db
      .update(spotTranslations)
      .set({ title: 'Moonlight Bakery' })
      .where(eq(spotTranslations.spotId, f.bakery.id));
  });
});

describe('GET /api/v1/spots date filters', () => {
  it("'all' (the default) leaves out only ended pop-ups", async () => {
    const all = await search('');
    expect(sorted(ids(all))).toEqual(
      sorted(keys('popup', 'gallery', 'festival', 'market', 'beach', 'nowhere', 'bakery')),
    );
    expect(ids(await search('dateFilter=all'))).toEqual(ids(all));
  });

  it("'today' keeps what runs today (a one-day pop-up too)", async () => {
    expect(sorted(ids(await search('dateFilter=today')))).toEqual(
      sorted(keys('popup', 'gallery', 'market', 'beach', 'bakery')),
    );
  });

  it("'range' keeps what runs on any day of the range", async () => {
    const range = (from: number, to: number) => `dateFilter=range&startDate=${seoulDay(from)}&endDate=${seoulDay(to)}`;
    expect(sorted(ids(await search(range(3, 4))))).toEqual(sorted(keys('popup', 'market', 'beach', 'nowhere')));
    expect(sorted(ids(await search(range(21, 40))))).toEqual(sorted(keys('market', 'nowhere')));
    // The past: the ended pop-up ran then.
    expect(ids(await search(range(-15, -15)))).toContain(f.ended.id);
  });

  it('periodType narrows further (home: IN_PROGRESS, READY)', async () => {
    expect(sorted(ids(await search('periodType=READY')))).toEqual(sorted(keys('festival', 'nowhere')));
    expect(ids(await search('periodType=ENDED'))).toEqual([]);
    expect(ids(await search('dateFilter=range&startDate=2000-01-01&endDate=2000-12-31&periodType=ENDED'))).toEqual([]);
  });

  it('refuses a range without both days, reversed, too long or not a real day', async () => {
    const bad = async (query: string, field: string) => {
      const res = await call(ctx.app, 'GET', `/api/v1/spots?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.result.code).toBe(40000000);
      expect(Object.keys((res.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors)).toContain(
        `query.${field}`,
      );
    };
    await bad('dateFilter=range', 'startDate');
    await bad(`dateFilter=range&startDate=${seoulDay(0)}`, 'endDate');
    await bad(`dateFilter=range&endDate=${seoulDay(0)}`, 'startDate');
    await bad('dateFilter=range&startDate=2026-05-10&endDate=2026-05-09', 'endDate');
    await bad('dateFilter=range&startDate=2026-01-01&endDate=2027-01-03', 'endDate');
    await bad('dateFilter=range&startDate=2026-02-31&endDate=2026-03-03', 'startDate');
    await bad('dateFilter=someday', 'dateFilter');
    // 366 days is still fine.
    const ok = await call(ctx.app, 'GET', '/api/v1/spots?dateFilter=range&startDate=2026-01-01&endDate=2027-01-02');
    expect(ok.status).toBe(200);
  });
});

describe('GET /api/v1/spots categories, regions and types', () => {
  it('filters by each feature and reports the ones an item has', async () => {
    expect(sorted(ids(await search('categories=BENEFIT')))).toEqual(sorted(keys('popup', 'beach')));
    expect(sorted(ids(await search('categories=WAITING')))).toEqual(sorted(keys('popup', 'market')));
    expect(sorted(ids(await search('categories=REVIEW')))).toEqual(sorted(keys('popup', 'market')));
    expect(ids(await search('categories=PRE_RESERVATION'))).toEqual(keys('festival'));
    // AND of the chosen ones.
    expect(ids(await search('categories=BENEFIT,WAITING,REVIEW'))).toEqual(keys('popup'));
    expect(ids(await search('categories=BENEFIT,PRE_RESERVATION'))).toEqual([]);

    const popup = (await search(kw('성수 pop'))).content[0];
    expect(popup).toMatchObject<Partial<SpotSearchItem>>({
      filterCategories: ['REVIEW', 'BENEFIT', 'WAITING'],
      hasBenefit: true,
      hasQueueConfig: true,
      hasPreReservation: false,
      benefit: '구매 혜택: 엽서 증정',
      reviewCount: 3,
      periodType: 'IN_PROGRESS',
      area: { latitude: 37.5446, longitude: 127.0559, region2Depth: '성동구' },
      file: { id: expect.any(Number), path: '/api/files/spots/p/hero-1.webp' },
      distance: null,
      pickId: null,
    });
    const festival = (await search(kw('잠실'))).content[0];
    expect(festival).toMatchObject({
      filterCategories: ['PRE_RESERVATION'],
      hasPreReservation: true,
      hasBenefit: false,
      benefit: null,
      reviewCount: 0,
      periodType: 'READY',
    });
    // Only blank benefits: no benefit.
    expect((await search(kw('갤러리'))).content[0]).toMatchObject({ hasBenefit: false, benefit: null });
  });

  it('keeps the counters right when reviews, benefits and queues change', async () => {
    const [review] = await ctx.db.select().from(reviews).where(eq(reviews.spotId, f.market.id));
    await ctx.db.update(reviews).set({ deletedAt: new Date() }).where(eq(reviews.id, review.id));
    expect(ids(await search('categories=REVIEW'))).toEqual(keys('popup'));
    await ctx.db.update(reviews).set({ deletedAt: null }).where(eq(reviews.id, review.id));
    expect(sorted(ids(await search('categories=REVIEW')))).toEqual(sorted(keys('popup', 'market')));

    await ctx.db.update(spotBenefits).set({ value: '스티커' }).where(eq(spotBenefits.spotId, f.gallery.id));
    expect(ids(await search('categories=BENEFIT'))).toContain(f.gallery.id);
    await ctx.db.update(spotBenefits).set({ value: '' }).where(eq(spotBenefits.spotId, f.gallery.id));
    expect(ids(await search('categories=BENEFIT'))).not.toContain(f.gallery.id);

    await ctx.db.delete(spotQueues).where(eq(spotQueues.spotId, f.market.id));
    expect(ids(await search('categories=WAITING'))).toEqual(keys('popup'));
    await ctx.db.insert(spotQueues).values({ spotId: f.market.id, title: '입장 대기', status: 'CLOSED' });
  });

  it('filters by region groups (OR): neighbourhoods, all of Seoul, Gyeonggi/Incheon and the rest', async () => {
    expect(sorted(ids(await search('regionGroups=SEONGSU')))).toEqual(sorted(keys('popup', 'gallery')));
    expect(ids(await search('regionGroups=JAMSIL'))).toEqual(keys('festival'));
    expect(ids(await search('regionGroups=HONGDAE_SINCHON'))).toEqual(keys('bakery'));
    expect(sorted(ids(await search('regionGroups=SEOUL')))).toEqual(
      sorted(keys('popup', 'gallery', 'festival', 'bakery')),
    );
    expect(ids(await search('regionGroups=GYEONGGI_INCHEON'))).toEqual(keys('market'));
    expect(sorted(ids(await search('regionGroups=ETC')))).toEqual(sorted(keys('beach', 'nowhere')));
    expect(sorted(ids(await search('regionGroups=JAMSIL,ETC')))).toEqual(sorted(keys('festival', 'beach', 'nowhere')));
    expect(ids(await search('regionGroups=GANGNAM'))).toEqual([]);
  });

  it('filters by spot type', async () => {
    expect(sorted(ids(await search('types=FESTIVAL')))).toEqual(sorted(keys('festival', 'beach')));
    expect(sorted(ids(await search('types=FESTIVAL,POPSPOT_STORE')))).toEqual(
      sorted(keys('festival', 'beach', 'bakery')),
    );
  });

  it('refuses unknown filter values', async () => {
    for (const q of ['categories=FREE', 'regionGroups=MARS', 'types=SHOP', 'sort=price', 'size=51']) {
      const res = await call(ctx.app, 'GET', `/api/v1/spots?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.result.code).toBe(40000000);
    }
  });
});

describe('GET /api/v1/spots sorts and paging', () => {
  const visible = () => ['popup', 'gallery', 'festival', 'market', 'beach', 'nowhere', 'bakery'].map((k) => f[k]);
  const today = () => seoulDay(0);

  it('score: popularity (views + 10 × picks + 20 × reviews), then id', async () => {
    const expected = visible()
      .sort((a, b) => b.popularity - a.popularity || b.id - a.id)
      .map((s) => s.id);
    expect(ids(await search('sort=score'))).toEqual(expected);
    expect(ids(await search(''))).toEqual(expected);
    // popup: 100 views + 3 reviews = 160, the top.
    expect(expected[0]).toBe(f.popup.id);
  });

  it('activated_at: newest first', async () => {
    const expected = visible()
      .sort((a, b) => b.activatedAt.getTime() - a.activatedAt.getTime() || b.id - a.id)
      .map((s) => s.id);
    expect(ids(await search('sort=activated_at'))).toEqual(expected);
  });

  it('open_date: upcoming soonest first, then running ones most recently opened first', async () => {
    expect(ids(await search('sort=open_date'))).toEqual(
      keys('nowhere', 'festival', 'bakery', 'beach', 'popup', 'gallery', 'market'),
    );
    expect(today() > f.popup.openDate).toBe(true);
  });

  it('close_date: closing soonest first, unknown close day last', async () => {
    expect(ids(await search('sort=close_date'))).toEqual(
      keys('bakery', 'gallery', 'beach', 'popup', 'festival', 'nowhere', 'market'),
    );
  });

  it('review: most registered reviews first, then id', async () => {
    const expected = visible()
      .sort((a, b) => b.reviews - a.reviews || b.id - a.id)
      .map((s) => s.id);
    expect(ids(await search('sort=review'))).toEqual(expected);
    expect(expected.slice(0, 2)).toEqual(keys('popup', 'market'));
  });

  it('pages without overlap and reports the totals', async () => {
    for (const sort of ['score', 'activated_at', 'open_date', 'close_date', 'review']) {
      const all = ids(await search(`sort=${sort}`));
      const seen: number[] = [];
      for (let page = 0; page < 4; page++) {
        const res = await call<SpotSearchResult>(ctx.app, 'GET', `/api/v1/spots?sort=${sort}&size=3&page=${page}`);
        expect(res.body.data.page).toEqual({ number: page, size: 3, totalElements: 7, totalPages: 3 });
        seen.push(...ids(res.body.data));
      }
      expect(seen).toEqual(all);
    }
  });
});

describe('GET /api/v1/spots caller and position', () => {
  it("shows the signed-in caller's own pick only", async () => {
    const mine = await search(kw('갤러리'), { token: picker.token });
    expect(mine.content[0].pickId).toBe(pickId);
    const other = await createUser(ctx.db);
    expect((await search(kw('갤러리'), { token: other.token })).content[0].pickId).toBeNull();
    expect((await search(kw('갤러리'))).content[0].pickId).toBeNull();
  });

  it('gives distances in metres from the given position, and wants both coordinates', async () => {
    const page = await search('latitude=37.5446&longitude=127.0559');
    const byId = new Map(page.content.map((s) => [s.id, s.distance]));
    expect(byId.get(f.popup.id)).toBe(0);
    // Seongsu 2-ga is about 200 m away; Busan about 325 km.
    expect(byId.get(f.gallery.id)).toBeGreaterThan(150);
    expect(byId.get(f.gallery.id)).toBeLessThan(250);
    expect(byId.get(f.beach.id)).toBeGreaterThan(300_000);
    expect(byId.get(f.beach.id)).toBeLessThan(350_000);

    for (const q of ['latitude=37.5', 'longitude=127.0', 'latitude=91&longitude=127']) {
      const res = await call(ctx.app, 'GET', `/api/v1/spots?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.result.code).toBe(40000000);
    }
  });

  it('never shows deleted, not activated or not yet activated pop-ups', async () => {
    for (const q of [kw('성수'), kw('팝업'), 'regionGroups=SEONGSU', 'sort=activated_at', 'dateFilter=today']) {
      const found = ids(await search(q));
      for (const id of hiddenIds) expect(found, q).not.toContain(id);
    }
  });
});

describe('GET /api/v1/spots keyword log', () => {
  const logsOf = (keyword: string) =>
    ctx.db.select().from(searchKeywordLogs).where(eq(searchKeywordLogs.keyword, keyword));

  it('logs a normalised keyword on page 0 only, once per session per 10 minutes', async () => {
    await search(`${kw('  로그   테스트 ')}&page=0`, { session: 'session-aaaa-1111' });
    await search(`${kw('로그 테스트')}&page=1`, { session: 'session-bbbb-2222' });
    await search(kw('로그 테스트'), { session: 'session-aaaa-1111' });
    let rows = await logsOf('로그 테스트');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sessionId: idOf('session-aaaa-1111'), userId: null });

    // Another session counts; a signed-in one records its user.
    await search(kw('로그 테스트'), { session: 'session-cccc-3333', token: picker.token });
    rows = await logsOf('로그 테스트');
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.sessionId === idOf('session-cccc-3333'))?.userId).toBe(picker.user.id);

    // The same session after the window logs again.
    await ctx.db
      .update(searchKeywordLogs)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(
        and(eq(searchKeywordLogs.keyword, '로그 테스트'), eq(searchKeywordLogs.sessionId, idOf('session-aaaa-1111'))),
      );
    await search(kw('로그 테스트'), { session: 'session-aaaa-1111' });
    expect(await logsOf('로그 테스트')).toHaveLength(3);
  });

  it('logs a signed-in caller without a session by user, and nothing for an unknown caller', async () => {
    await search(kw('유저 로그'), { token: picker.token });
    await search(kw('유저 로그'), { token: picker.token });
    expect(await logsOf('유저 로그')).toHaveLength(1);
    await search(kw('익명 로그'));
    expect(await logsOf('익명 로그')).toHaveLength(0);
    // Filters without a keyword log nothing.
    const before = (await ctx.db.select().from(searchKeywordLogs)).length;
    await search('categories=BENEFIT', { session: 'session-dddd-4444' });
    expect((await ctx.db.select().from(searchKeywordLogs)).length).toBe(before);
  });
});

describe('GET /api/v1/spots Korean-aware keyword (decision 055)', () => {
  // Pop-ups of this block only, removed after it so the other blocks' full lists stay as they are.
  const extra: string[] = [];
  async function addExtra(key: string, values: Partial<SpotInsert>, views: number) {
    extra.push(key);
    return add(key, values, { views });
  }

  beforeAll(async () => {
    // '서울특별시성동구' has the initials ㅅㅇㅌㅂㅅㅅㄷㄱ: an address must not make 'ㅅㅅ' match.
    await addExtra(
      'flagship',
      {
        title: '한정판 팝업스토어 Flagship',
        name: 'Flagship Lab',
        address: '서울특별시 성동구 왕십리로 83',
        regionCode: null,
        activatedAt: ago(7),
      },
      500,
    );
    await addExtra(
      'seongsuMarket',
      {
        title: '성수 팝업 마켓',
        name: '도토리숲',
        tags: ['한정판'],
        address: '서울 성동구 성수동1가 10',
        regionCode: '1120011400',
        activatedAt: ago(8),
      },
      1,
    );
    // 성수 only in the address (insertSpot's default): 'ㅅㅅ' must not find these two either.
    await addExtra('goodsShop', { title: '여름 굿즈 전시회', name: '한정판굿즈샵', activatedAt: ago(9) }, 400);
    await addExtra('summerGoods', { title: '여름 한정판 굿즈', activatedAt: ago(10) }, 1000);
    await refreshSearchTerms(ctx.db);
  });

  afterAll(async () => {
    await ctx.db.delete(spots).where(
      inArray(
        spots.id,
        extra.map((k) => f[k].id),
      ),
    );
    await refreshSearchTerms(ctx.db);
  });

  it("'ㅅㅅ' finds 성수 pop-ups by title and district, not by address", async () => {
    const page = await search(kw('ㅅㅅ'));
    expect(sorted(ids(page))).toEqual(sorted(keys('popup', 'gallery', 'seongsuMarket')));
    expect(page.correctedKeyword).toBeNull();
    // Initials of a brand, and a partial run of them.
    expect(ids(await search(kw('ㄷㅌㄹㅅ')))).toEqual(keys('seongsuMarket'));
    expect(ids(await search(kw('ㄷㅌㄹ')))).toEqual(keys('seongsuMarket'));
    // A word and initials together: 성수 anywhere, ㅍㅇ (팝업) in the title.
    expect(sorted(ids(await search(kw('성수 ㅍㅇ'))))).toEqual(sorted(keys('gallery', 'seongsuMarket')));
    // Never a hidden pop-up.
    for (const id of hiddenIds) expect(ids(page)).not.toContain(id);
  });

  it("'성수팝업' finds '성수 팝업…', and '성수 팝업' also finds 성수 in the address with 팝업 in the title", async () => {
    expect(ids(await search(kw('성수팝업')))).toEqual(keys('seongsuMarket'));
    // 팝업 beside another word narrows nothing (everything listed is a pop-up, decision 068):
    // '성수 팝업' is every pop-up with 성수 anywhere, the address included.
    const seongsu = sorted(keys('popup', 'gallery', 'seongsuMarket', 'goodsShop', 'summerGoods'));
    expect(sorted(ids(await search(kw('성수 팝업'))))).toEqual(seongsu);
    expect(sorted(ids(await search(kw('팝업 성수'))))).toEqual(seongsu);
  });

  it('corrects one typo in a long word when nothing matches, and says so', async () => {
    const store = await search(kw('팝업스토아'));
    expect(ids(store)).toEqual(keys('flagship'));
    expect(store.correctedKeyword).toBe('팝업스토어');
    expect(store.page.totalElements).toBe(1);

    const character = await search(kw('캐릭타'));
    expect(ids(character)).toEqual(keys('festival'));
    expect(character.correctedKeyword).toBe('캐릭터');

    const latin = await search(kw('flagshp'));
    expect(ids(latin)).toEqual(keys('flagship'));
    expect(latin.correctedKeyword).toBe('flagship');

    // The other words stay as typed.
    const twoWords = await search(kw('한정판 팝업스토아'));
    expect(ids(twoWords)).toEqual(keys('flagship'));
    expect(twoWords.correctedKeyword).toBe('한정판 팝업스토어');
  });

  it('does not correct a short word, a word that finds something, or when filters leave nothing', async () => {
    const short = await search(kw('성슈'));
    expect(short).toEqual({
      content: [],
      page: { number: 0, size: 50, totalElements: 0, totalPages: 0 },
      totalCapped: false,
      correctedKeyword: null,
      correctionKind: null,
    });
    expect((await search(kw('flagsh'))).correctedKeyword).toBeNull();
    const found = await search(kw('팝업스토'));
    expect(ids(found)).toEqual(keys('flagship'));
    expect(found.correctedKeyword).toBeNull();
    const filtered = await search(`${kw('팝업스토아')}&regionGroups=JAMSIL`);
    expect(ids(filtered)).toEqual([]);
    expect(filtered.correctedKeyword).toBeNull();
  });

  it('keeps the filters ANDed with initials and corrections', async () => {
    expect(ids(await search(`${kw('ㅅㅅ')}&types=EXHIBITION`))).toEqual(keys('gallery'));
    expect(ids(await search(`${kw('ㅅㅅ')}&regionGroups=JAMSIL`))).toEqual([]);
    expect(sorted(ids(await search(`${kw('ㅅㅅ')}&dateFilter=today`)))).toEqual(
      sorted(keys('popup', 'gallery', 'seongsuMarket')),
    );
    expect(ids(await search(`${kw('팝업스토아')}&types=STORE`))).toEqual(keys('flagship'));
    expect(ids(await search(`${kw('팝업스토아')}&types=EXHIBITION`))).toEqual([]);
  });

  it('orders sort=score by how well each matches, then by popularity (decision 068)', async () => {
    // 한정판: a whole tag (seongsuMarket) first; then whole words of the title, the more popular
    // first (summerGoods 1,000 views, flagship 500); then the start of a brand, '한정판굿즈샵'
    // (goodsShop). Popularity alone would give summerGoods, flagship, goodsShop, seongsuMarket.
    const expected = keys('seongsuMarket', 'summerGoods', 'flagship', 'goodsShop');
    expect(ids(await search(kw('한정판')))).toEqual(expected);
    expect(ids(await search(`${kw('한정판')}&sort=score`))).toEqual(expected);
    // Pages follow the same order.
    const first = await call<SpotSearchResult>(ctx.app, 'GET', `/api/v1/spots?${kw('한정판')}&size=2&page=0`);
    const second = await call<SpotSearchResult>(ctx.app, 'GET', `/api/v1/spots?${kw('한정판')}&size=2&page=1`);
    expect([...ids(first.body.data), ...ids(second.body.data)]).toEqual(expected);
    // An explicit sort keeps its own order.
    expect(ids(await search(`${kw('한정판')}&sort=activated_at`))).toEqual(
      keys('flagship', 'seongsuMarket', 'goodsShop', 'summerGoods'),
    );
  });

  it('the map uses the same words and initials', async () => {
    const bounds = 'swLat=37.4&swLng=126.8&neLat=37.7&neLng=127.2';
    const map = async (keyword: string) => {
      const res = await call<SpotMapResult>(ctx.app, 'GET', `/api/v1/spots/map?${bounds}&${kw(keyword)}`);
      expect(res.status).toBe(200);
      return res.body.data.content.map((s) => s.id);
    };
    expect(sorted(await map('ㅅㅅ'))).toEqual(sorted(keys('popup', 'gallery', 'seongsuMarket')));
    expect(sorted(await map('성수 팝업'))).toEqual(
      sorted(keys('popup', 'gallery', 'seongsuMarket', 'goodsShop', 'summerGoods')),
    );
  });

  it('logs the corrected keyword when the results came through the correction', async () => {
    await search(kw('팝업스토아'), { session: 'session-typo-5555' });
    const logged = await ctx.db
      .select({ keyword: searchKeywordLogs.keyword })
      .from(searchKeywordLogs)
      .where(eq(searchKeywordLogs.sessionId, idOf('session-typo-5555')));
    expect(logged).toEqual([{ keyword: '팝업스토어' }]);
  });

  it('keeps the initials up to date when a title or the tags change', async () => {
    await ctx.db
      .update(spots)
      .set({ tags: ['성수맛집'] })
      .where(eq(spots.id, f.summerGoods.id));
    await ctx.db.update(spots).set({ title: '성수 한정판 팝업스토어' }).where(eq(spots.id, f.flagship.id));
    expect(sorted(ids(await search(kw('ㅅㅅ'))))).toEqual(
      sorted(keys('popup', 'gallery', 'seongsuMarket', 'summerGoods', 'flagship')),
    );
    expect(ids(await search(kw('ㅅㅅㅁㅈ')))).toEqual(keys('summerGoods'));
    await ctx.db.update(spots).set({ tags: [] }).where(eq(spots.id, f.summerGoods.id));
    await ctx.db.update(spots).set({ title: '한정판 팝업스토어 Flagship' }).where(eq(spots.id, f.flagship.id));
    expect(sorted(ids(await search(kw('ㅅㅅ'))))).toEqual(sorted(keys('popup', 'gallery', 'seongsuMarket')));
  });
});
