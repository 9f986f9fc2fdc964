import { describe, expect, it } from 'vitest';
import type { SpotMapResult, SpotSearchResult } from '@/api/contracts/search';
import type { RecommendationItem, SpotDetail } from '@/api/contracts/spots';
import { buildSitemapFile } from '@/server/services/seo/build-sitemap';
import { insertSpot } from '../utils/fixtures';
import { staffedLine } from '../utils/queue-kit';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const HOUR = 3600_000;
const ORIGIN = 'http://localhost:3000';
// Far from the fixtures' Seongsu, so the map and 'nearby' see only these pop-ups.
const JEJU = { latitude: 33.4996, longitude: 126.5312 };

/** Every id on every page of the list without filters. */
async function listedIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const res = await call<SpotSearchResult>(ctx.app, 'GET', `/api/v1/spots?size=50&page=${page}`);
    expect(res.status).toBe(200);
    ids.push(...res.body.data.content.map((s) => s.id));
    if (page + 1 >= res.body.data.page.totalPages) return ids;
  }
}

describe('which pop-ups are public: one rule for the detail, the lists and the sitemap', () => {
  it('shows the same pop-ups everywhere, and previews the unpublished ones to their company only', async () => {
    const { company, staff, spot: companySpot } = await staffedLine(ctx.db);
    const at = { ...JEJU, companyId: company.id };
    const published = await insertSpot(ctx.db, { ...at, title: '공개', activatedAt: new Date(Date.now() - HOUR) });
    const alsoPublished = await insertSpot(ctx.db, {
      ...at,
      title: '공개 2',
      activatedAt: new Date(Date.now() - 2 * HOUR),
    });
    const unpublished = await insertSpot(ctx.db, { ...at, title: '비공개', activatedAt: null });
    const scheduled = await insertSpot(ctx.db, { ...at, title: '예약 공개', activatedAt: new Date(Date.now() + HOUR) });
    const deleted = await insertSpot(ctx.db, { ...at, title: '삭제', deletedAt: new Date() });
    const deletedDraft = await insertSpot(ctx.db, {
      ...at,
      title: '삭제된 초안',
      activatedAt: null,
      deletedAt: new Date(),
    });
    const mine = [published, alsoPublished, unpublished, scheduled, deleted, deletedDraft].map((s) => s.id);
    const isPublic = [true, true, false, false, false, false];
    const expected = mine.filter((_, i) => isPublic[i]);

    // The detail, and every call scoped to one pop-up (here its waiting lines): 200 or 'deleted content'.
    for (const [i, id] of mine.entries()) {
      const detail = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${id}`);
      expect([id, detail.status, detail.body.result.code]).toEqual(
        isPublic[i] ? [id, 200, 20000000] : [id, 400, 40000001],
      );
      const lines = await call(ctx.app, 'GET', `/api/v1/spots/${id}/spot-queues`);
      expect([id, lines.status]).toEqual([id, isPublic[i] ? 200 : 400]);
    }

    // The list, the map and 'nearby' show exactly the public ones.
    const listed = await listedIds();
    expect(mine.filter((id) => listed.includes(id))).toEqual(expected);
    expect(listed).toContain(companySpot.id);
    const box = `swLat=${JEJU.latitude - 0.1}&swLng=${JEJU.longitude - 0.1}&neLat=${JEJU.latitude + 0.1}&neLng=${JEJU.longitude + 0.1}`;
    const map = await call<SpotMapResult>(ctx.app, 'GET', `/api/v1/spots/map?${box}`);
    expect(map.body.data.content.map((s) => s.id).sort((a, b) => a - b)).toEqual(expected);
    const nearby = await call<RecommendationItem[]>(
      ctx.app,
      'GET',
      `/api/v1/spots/recommendations?recommendationType=NEARBY&excludedSpotId=${published.id}`,
    );
    expect(nearby.body.data.map((s) => s.id)).toEqual([alsoPublished.id]);

    // The sitemap lists the same ones.
    const sitemap = (await buildSitemapFile(ctx.db, 'popups-1.xml', { origin: ORIGIN }))!;
    const inSitemap = [...sitemap.matchAll(/<loc>http:\/\/localhost:3000\/popup\/(\d+)<\/loc>/g)].map((m) =>
      Number(m[1]),
    );
    expect(mine.filter((id) => inSitemap.includes(id))).toEqual(expected);

    // The company's preview shows what is not public yet, never what was deleted.
    for (const id of [published.id, unpublished.id, scheduled.id]) {
      const preview = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/enterprise/spots/${id}/preview`, {
        token: staff.token,
      });
      expect([id, preview.status, preview.body.data.id]).toEqual([id, 200, id]);
    }
    for (const id of [deleted.id, deletedDraft.id]) {
      const preview = await call(ctx.app, 'GET', `/api/v1/enterprise/spots/${id}/preview`, { token: staff.token });
      expect([id, preview.status]).toEqual([id, 404]);
    }
  });
});
