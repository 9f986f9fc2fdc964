import { describe, expect, it } from 'vitest';
import type { PartnerPage } from '@/api/contracts/partners';
import { partners } from '@/server/db/schema';
import { insertPartner as insertSharedPartner } from '../utils/fixtures';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const M_PER_DEG = 111_195;
type Point = { latitude: number; longitude: number };
const base: Point = { latitude: 37.5446, longitude: 127.0559 }; // Seongsu
const north = (metres: number): Point => ({ latitude: base.latitude + metres / M_PER_DEG, longitude: base.longitude });

type PartnerInsert = typeof partners.$inferInsert;
/** Every partner of this file is in Seongdong-gu: the list's region filter reads it. */
const insertPartner = (values: Partial<PartnerInsert> & Point & { name: string }) =>
  insertSharedPartner(ctx.db, { region2DepthName: '성동구', ...values });

describe('GET /api/v1/partners', () => {
  // One data set for the file: the order and paging rules are all read off it.
  const inserted: Record<string, number> = {};
  async function seed() {
    if (Object.keys(inserted).length) return;
    for (const [name, metres] of [
      ['다 카페', 2000],
      ['가 베이커리', 9000],
      ['나 서점', 300],
      ['라 식당', 5000],
    ] as const) {
      const row = await insertPartner({
        name,
        ...north(metres),
        categories: ['CAFE'],
        filePath: `partners/${metres}.webp`,
      });
      inserted[name] = row.id;
    }
    await insertPartner({ name: '삭제된 매장', ...north(10), deletedAt: new Date() });
  }

  it('lists live partners by name without a position, distance null, paged', async () => {
    await seed();
    const res = await call<PartnerPage>(ctx.app, 'GET', '/api/v1/partners');
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((p) => p.name)).toEqual(['가 베이커리', '나 서점', '다 카페', '라 식당']);
    expect(res.body.data.content.every((p) => p.distance === null)).toBe(true);
    expect(res.body.data.page).toEqual({ number: 0, size: 20, totalElements: 4, totalPages: 1 });
    expect(res.body.data.content[1]).toMatchObject({
      id: inserted['나 서점'],
      categories: ['CAFE'],
      file: { path: '/api/files/partners/300.webp' },
      area: { region2Depth: '성동구', address: '서울 성동구 성수동2가 1' },
    });

    const second = await call<PartnerPage>(ctx.app, 'GET', '/api/v1/partners?page=1&size=3');
    expect(second.body.data.content.map((p) => p.name)).toEqual(['라 식당']);
    expect(second.body.data.page).toEqual({ number: 1, size: 3, totalElements: 4, totalPages: 2 });
  });

  it('orders nearest first with distances in metres when a position is given', async () => {
    await seed();
    const res = await call<PartnerPage>(
      ctx.app,
      'GET',
      `/api/v1/partners?latitude=${base.latitude}&longitude=${base.longitude}&size=2`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((p) => p.name)).toEqual(['나 서점', '다 카페']);
    expect(Math.abs(res.body.data.content[0].distance! - 300)).toBeLessThan(3);
    expect(Math.abs(res.body.data.content[1].distance! - 2000)).toBeLessThan(10);
    expect(Number.isInteger(res.body.data.content[0].distance)).toBe(true);
    expect(res.body.data.page.totalElements).toBe(4);

    const next = await call<PartnerPage>(
      ctx.app,
      'GET',
      `/api/v1/partners?latitude=${base.latitude}&longitude=${base.longitude}&size=2&page=1`,
    );
    expect(next.body.data.content.map((p) => p.name)).toEqual(['라 식당', '가 베이커리']);
  });

  it('is public: a stale token does not matter', async () => {
    const res = await call<PartnerPage>(ctx.app, 'GET', '/api/v1/partners', { token: 'stale.token.here' });
    expect(res.status).toBe(200);
  });

  it('refuses bad paging and a lone coordinate with 400 40000000', async () => {
    for (const query of [
      'page=-1',
      'size=0',
      'size=51',
      'latitude=37.5',
      'longitude=127',
      'latitude=91&longitude=1',
      'latitude=a&longitude=1',
    ]) {
      const res = await call(ctx.app, 'GET', `/api/v1/partners?${query}`);
      expect([query, res.status, res.body.result.code]).toEqual([query, 400, 40000000]);
    }
  });

  it('still routes /v1/partners/recommendations and /v1/partners/{id}', async () => {
    await seed();
    const detail = await call(ctx.app, 'GET', `/api/v1/partners/${inserted['나 서점']}`);
    expect(detail.status).toBe(200);
    const recommendations = await call(ctx.app, 'GET', '/api/v1/partners/recommendations');
    expect([recommendations.status, recommendations.body.result.code]).toEqual([400, 40000000]);
  });
});
