import { beforeAll, describe, expect, it } from 'vitest';
import { MAP_MARKER_LIMIT, type SpotMapResult } from '@/api/contracts/search';
import { picks, spotBenefits, spots } from '@/server/db/schema';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const DAY = 86_400_000;

// The default map viewport around Seongsu (MAP_DEFAULTS centre 37.5418, 127.0563).
const SEONGSU = { swLat: 37.53, swLng: 127.03, neLat: 37.56, neLng: 127.08 };
// A far-away box (Jeju) holding more pop-ups than one answer carries.
const JEJU = { swLat: 33.2, swLng: 126.2, neLat: 33.6, neLng: 126.9 };

const ids: Record<string, number> = {};
let token = '';
let pickId = 0;

function q(bounds: typeof SEONGSU, extra = '') {
  const params = new URLSearchParams(Object.entries(bounds).map(([k, v]) => [k, String(v)]));
  return `/api/v1/spots/map?${params}${extra ? `&${extra}` : ''}`;
}

beforeAll(async () => {
  ids.popular = (
    await insertSpot(ctx.db, { title: '성수 인기 팝업', latitude: 37.5446, longitude: 127.0559, viewCount: 90 })
  ).id;
  ids.quiet = (
    await insertSpot(ctx.db, { title: '성수 조용한 팝업', latitude: 37.5431, longitude: 127.0573, viewCount: 10 })
  ).id;
  ids.soon = (
    await insertSpot(ctx.db, {
      title: '성수 오픈 예정',
      latitude: 37.548,
      longitude: 127.045,
      openDate: seoulDay(3),
      closeDate: seoulDay(9),
    })
  ).id;
  ids.ended = (
    await insertSpot(ctx.db, {
      title: '성수 종료',
      latitude: 37.545,
      longitude: 127.05,
      openDate: seoulDay(-9),
      closeDate: seoulDay(-1),
    })
  ).id;
  ids.deleted = (
    await insertSpot(ctx.db, { title: '성수 삭제', latitude: 37.545, longitude: 127.05, deletedAt: new Date() })
  ).id;
  ids.hidden = (
    await insertSpot(ctx.db, { title: '성수 비공개', latitude: 37.545, longitude: 127.05, activatedAt: null })
  ).id;
  ids.outside = (await insertSpot(ctx.db, { title: '강남 팝업', latitude: 37.4979, longitude: 127.0276 })).id;
  await ctx.db.insert(spotBenefits).values({ spotId: ids.quiet, key: '혜택', value: '스티커' });

  // Jeju: MAP_MARKER_LIMIT + 5 pop-ups with distinct view counts, one bulk insert.
  await ctx.db.insert(spots).values(
    Array.from({ length: MAP_MARKER_LIMIT + 5 }, (_, i) => ({
      title: `제주 팝업 ${i}`,
      type: 'STORE' as const,
      openDate: seoulDay(-1),
      closeDate: seoulDay(5),
      address: '제주 제주시',
      latitude: 33.3 + (i % 50) * 0.004,
      longitude: 126.3 + Math.floor(i / 50) * 0.04,
      viewCount: i,
      activatedAt: new Date(Date.now() - DAY),
    })),
  );

  const caller = await createUser(ctx.db);
  token = caller.token;
  [{ id: pickId }] = await ctx.db
    .insert(picks)
    .values({ userId: caller.user.id, type: 'POPUP', referenceId: ids.quiet })
    .returning({ id: picks.id });
});

describe('GET /api/v1/spots/map', () => {
  it('answers the public, not ended pop-ups inside the viewport, most popular first', async () => {
    const res = await call<SpotMapResult>(ctx.app, 'GET', q(SEONGSU));
    expect(res.status).toBe(200);
    // quiet: 10 views + 10 for the pick = 20; soon: 0.
    expect(res.body.data.content.map((s) => s.id)).toEqual([ids.popular, ids.quiet, ids.soon]);
    expect(res.body.data.truncated).toBe(false);
    expect(res.body.data.content[1]).toMatchObject({
      title: '성수 조용한 팝업',
      area: { latitude: 37.5431, longitude: 127.0573 },
      hasBenefit: true,
      benefit: '혜택: 스티커',
      filterCategories: ['BENEFIT'],
      pickId: null,
      distance: null,
    });
  });

  it("applies the list's filters and shows the caller's picks", async () => {
    const benefit = await call<SpotMapResult>(ctx.app, 'GET', q(SEONGSU, 'categories=BENEFIT'), { token });
    expect(benefit.body.data.content.map((s) => s.id)).toEqual([ids.quiet]);
    expect(benefit.body.data.content[0].pickId).toBe(pickId);
    const today = await call<SpotMapResult>(ctx.app, 'GET', q(SEONGSU, 'dateFilter=today'));
    expect(today.body.data.content.map((s) => s.id)).toEqual([ids.popular, ids.quiet]);
    const keyword = await call<SpotMapResult>(ctx.app, 'GET', q(SEONGSU, 'keyword=%EC%98%A4%ED%94%88')); // 오픈
    expect(keyword.body.data.content.map((s) => s.id)).toEqual([ids.soon]);
    const past = await call<SpotMapResult>(
      ctx.app,
      'GET',
      q(SEONGSU, `dateFilter=range&startDate=${seoulDay(-5)}&endDate=${seoulDay(-4)}`),
    );
    expect(past.body.data.content.map((s) => s.id)).toContain(ids.ended);
  });

  it('cuts at MAP_MARKER_LIMIT most popular and says so', async () => {
    const res = await call<SpotMapResult>(ctx.app, 'GET', q(JEJU));
    expect(res.body.data.content).toHaveLength(MAP_MARKER_LIMIT);
    expect(res.body.data.truncated).toBe(true);
    // Views 504 down to 5: the 5 least viewed are left out.
    expect(res.body.data.content[0].title).toBe(`제주 팝업 ${MAP_MARKER_LIMIT + 4}`);
    expect(res.body.data.content.at(-1)?.title).toBe('제주 팝업 5');
    const narrower = await call<SpotMapResult>(ctx.app, 'GET', q({ ...JEJU, neLng: 126.33 }));
    expect(narrower.body.data.content).toHaveLength(50);
    expect(narrower.body.data.truncated).toBe(false);
  });

  it('never shows deleted or hidden pop-ups, nor ones outside the box', async () => {
    const res = await call<SpotMapResult>(
      ctx.app,
      'GET',
      q(SEONGSU, 'dateFilter=range&startDate=2000-01-01&endDate=2000-12-31'),
    );
    expect(res.body.data.content).toEqual([]);
    const all = (await call<SpotMapResult>(ctx.app, 'GET', q(SEONGSU))).body.data.content.map((s) => s.id);
    for (const id of [ids.deleted, ids.hidden, ids.outside, ids.ended]) expect(all).not.toContain(id);
  });

  it('refuses a south-west corner that is not south-west of the north-east one, and missing corners', async () => {
    for (const [bounds, field] of [
      [{ ...SEONGSU, swLat: 37.57 }, 'query.neLat'],
      [{ ...SEONGSU, swLng: 127.08 }, 'query.neLng'],
    ] as const) {
      const res = await call(ctx.app, 'GET', q(bounds));
      expect(res.status).toBe(400);
      expect(res.body.result.code).toBe(40000000);
      expect((res.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty([field]);
    }
    const missing = await call(ctx.app, 'GET', '/api/v1/spots/map?swLat=37.5&swLng=127');
    expect(missing.status).toBe(400);
    expect(missing.body.result.code).toBe(40000000);
    const badRange = await call(ctx.app, 'GET', q(SEONGSU, 'dateFilter=range'));
    expect(badRange.status).toBe(400);
  });
});
