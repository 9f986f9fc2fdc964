import { describe, expect, it } from 'vitest';
import type { RecommendationItem } from '@/api/contracts/spots';
import { categories, spotCategories, spotFiles, spotTranslations } from '@/server/db/schema';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

/** Metres per degree of latitude (the API's sphere); longitude degrees shrink by cos(lat). */
const M_PER_DEG = 111_195;
/** A point `north` and `east` metres from a base point. */
function offset(base: { latitude: number; longitude: number }, north: number, east = 0) {
  return {
    latitude: base.latitude + north / M_PER_DEG,
    longitude: base.longitude + east / (M_PER_DEG * Math.cos((base.latitude * Math.PI) / 180)),
  };
}

async function recommend(query: string) {
  return call<RecommendationItem[]>(ctx.app, 'GET', `/api/v1/spots/recommendations?${query}`);
}

describe('GET /api/v1/spots/recommendations?recommendationType=NEARBY', () => {
  it('lists public, not-ended pop-ups within 5 km, nearest first, with distances in metres', async () => {
    // Busan: far from every other spot of this file.
    const base = { latitude: 35.1587, longitude: 129.1604 };
    const origin = await insertSpot(ctx.db, { title: '부산 기준', ...base });
    const near = await insertSpot(ctx.db, { title: '부산 500m', ...offset(base, 500) });
    const mid = await insertSpot(ctx.db, { title: '부산 2km', ...offset(base, 0, 2000) });
    const soon = await insertSpot(ctx.db, {
      title: '부산 4km 오픈예정',
      ...offset(base, -4000),
      openDate: seoulDay(3),
      closeDate: seoulDay(20),
    });
    const tba = await insertSpot(ctx.db, { title: '부산 3km 종료일 미정', ...offset(base, 3000), closeDate: null });
    await insertSpot(ctx.db, { title: '부산 7km', ...offset(base, 7000) });
    // Inside the bounding box's corner but outside the 5 km circle (4.2 km north and east: 5.9 km).
    await insertSpot(ctx.db, { title: '부산 모서리', ...offset(base, 4200, 4200) });
    await insertSpot(ctx.db, {
      title: '부산 종료',
      ...offset(base, 300),
      openDate: seoulDay(-9),
      closeDate: seoulDay(-1),
    });
    await insertSpot(ctx.db, { title: '부산 삭제', ...offset(base, 200), deletedAt: new Date() });
    await insertSpot(ctx.db, { title: '부산 비공개', ...offset(base, 100), activatedAt: null });
    await ctx.db.insert(spotFiles).values([
      { spotId: near.id, kind: 'DETAIL', path: 'spots/near/detail.webp' },
      { spotId: near.id, kind: 'HERO', path: 'spots/near/hero-2.webp', sortOrder: 2 },
      { spotId: near.id, kind: 'HERO', path: 'spots/near/hero-1.webp', sortOrder: 1 },
    ]);

    const res = await recommend(`recommendationType=NEARBY&excludedSpotId=${origin.id}&size=10`);
    expect(res.status).toBe(200);
    const items = res.body.data;
    expect(items.map((i) => i.id)).toEqual([near.id, mid.id, tba.id, soon.id]);
    expect(items[0]).toMatchObject({
      title: '부산 500m',
      periodType: 'IN_PROGRESS',
      file: { path: '/api/files/spots/near/hero-1.webp' },
      area: { latitude: near.latitude, longitude: near.longitude, region2Depth: '' },
    });
    expect(items.find((i) => i.id === soon.id)?.periodType).toBe('READY');
    expect(items.find((i) => i.id === mid.id)?.file).toBeNull();
    // Distances are whole metres from the current pop-up (within a few metres of the layout).
    const distances = items.map((i) => i.distance!);
    expect(distances.every(Number.isInteger)).toBe(true);
    expect(Math.abs(distances[0] - 500)).toBeLessThan(5);
    expect(Math.abs(distances[1] - 2000)).toBeLessThan(10);
    expect(Math.abs(distances[3] - 4000)).toBeLessThan(20);

    const two = await recommend(`recommendationType=NEARBY&excludedSpotId=${origin.id}&size=2`);
    expect(two.body.data.map((i) => i.id)).toEqual([near.id, mid.id]);
  });

  it('uses translated titles in the asked language and Korean otherwise', async () => {
    const base = { latitude: 33.4996, longitude: 126.5312 }; // Jeju
    const origin = await insertSpot(ctx.db, { title: '제주 기준', ...base });
    const near = await insertSpot(ctx.db, { title: '제주 근처', ...offset(base, 800) });
    const plain = await insertSpot(ctx.db, { title: '제주 번역없음', ...offset(base, 1600) });
    await ctx.db.insert(spotTranslations).values({ spotId: near.id, locale: 'en', title: 'Near Jeju' });

    const en = await recommend(`recommendationType=NEARBY&excludedSpotId=${origin.id}&lang=en`);
    expect(en.body.data.map((i) => [i.id, i.title])).toEqual([
      [near.id, 'Near Jeju'],
      [plain.id, '제주 번역없음'],
    ]);
    const ko = await recommend(`recommendationType=NEARBY&excludedSpotId=${origin.id}`);
    expect(ko.body.data[0].title).toBe('제주 근처');
  });

  it('answers an empty list when nothing is near', async () => {
    const lonely = await insertSpot(ctx.db, { latitude: 37.4, longitude: 130.9 }); // Ulleungdo
    const res = await recommend(`recommendationType=NEARBY&excludedSpotId=${lonely.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});

describe('GET /api/v1/spots/recommendations?recommendationType=SIMILAR', () => {
  it('ranks by shared categories, then same type, then distance; never ended or the spot itself', async () => {
    const [c1, c2, c3] = await ctx.db
      .insert(categories)
      .values([
        { name: '전시', slug: 'sim-exhibit' },
        { name: '사진', slug: 'sim-photo' },
        { name: '기타', slug: 'sim-other' },
      ])
      .returning();
    const base = { latitude: 36.35, longitude: 127.385 }; // Daejeon
    const origin = await insertSpot(ctx.db, { title: '기준 전시', type: 'EXHIBITION', ...base });
    const both = await insertSpot(ctx.db, { title: '둘 다 공유', type: 'STORE', ...offset(base, 20_000) });
    const oneSameType = await insertSpot(ctx.db, {
      title: '하나 + 같은 유형',
      type: 'EXHIBITION',
      ...offset(base, 3000),
    });
    const oneNear = await insertSpot(ctx.db, { title: '하나 가까움', type: 'STORE', ...offset(base, 1000) });
    const oneFar = await insertSpot(ctx.db, { title: '하나 멂', type: 'STORE', ...offset(base, 2000) });
    const sameTypeOnly = await insertSpot(ctx.db, { title: '같은 유형만', type: 'EXHIBITION', ...offset(base, 500) });
    const unrelated = await insertSpot(ctx.db, { title: '무관', type: 'STORE', ...offset(base, 100) });
    const ended = await insertSpot(ctx.db, {
      title: '종료 공유',
      type: 'EXHIBITION',
      ...offset(base, 50),
      openDate: seoulDay(-20),
      closeDate: seoulDay(-2),
    });
    const deleted = await insertSpot(ctx.db, { title: '삭제 공유', ...offset(base, 60), deletedAt: new Date() });
    await ctx.db.insert(spotCategories).values([
      { spotId: origin.id, categoryId: c1.id },
      { spotId: origin.id, categoryId: c2.id },
      { spotId: both.id, categoryId: c1.id },
      { spotId: both.id, categoryId: c2.id },
      { spotId: oneSameType.id, categoryId: c2.id },
      { spotId: oneNear.id, categoryId: c1.id },
      { spotId: oneFar.id, categoryId: c2.id },
      { spotId: oneFar.id, categoryId: c3.id },
      { spotId: unrelated.id, categoryId: c3.id },
      { spotId: ended.id, categoryId: c1.id },
      { spotId: deleted.id, categoryId: c1.id },
    ]);

    const res = await recommend(`recommendationType=SIMILAR&excludedSpotId=${origin.id}&size=20`);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((i) => i.id);
    expect(ids.slice(0, 5)).toEqual([both.id, oneSameType.id, oneNear.id, oneFar.id, sameTypeOnly.id]);
    expect(ids).not.toContain(origin.id);
    expect(ids).not.toContain(unrelated.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(deleted.id);
    expect(Math.abs(res.body.data[0].distance! - 20_000)).toBeLessThan(50);

    const top = await recommend(`recommendationType=SIMILAR&excludedSpotId=${origin.id}&size=1`);
    expect(top.body.data.map((i) => i.id)).toEqual([both.id]);
  });
});

describe('GET /api/v1/spots/recommendations errors', () => {
  it('validates the query and answers unknown or deleted spots like the detail', async () => {
    const spot = await insertSpot(ctx.db);
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    for (const query of [
      `excludedSpotId=${spot.id}`,
      `recommendationType=POPULAR&excludedSpotId=${spot.id}`,
      'recommendationType=NEARBY',
      'recommendationType=NEARBY&excludedSpotId=abc',
      `recommendationType=NEARBY&excludedSpotId=${spot.id}&size=21`,
      `recommendationType=NEARBY&excludedSpotId=${spot.id}&lang=fr`,
    ]) {
      const res = await recommend(query);
      expect([query, res.status, res.body.result.code]).toEqual([query, 400, 40000000]);
    }
    const unknown = await recommend('recommendationType=SIMILAR&excludedSpotId=987654');
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    const gone = await recommend(`recommendationType=NEARBY&excludedSpotId=${deleted.id}`);
    expect([gone.status, gone.body.result.code]).toEqual([400, 40000001]);
  });
});
