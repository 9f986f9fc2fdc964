import { describe, expect, it } from 'vitest';
import type { Partner, PartnerDetail } from '@/api/contracts/partners';
import { insertPartner, insertSpot } from '../utils/fixtures';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const M_PER_DEG = 111_195;
type Point = { latitude: number; longitude: number };
const north = (base: Point, metres: number): Point => ({
  latitude: base.latitude + metres / M_PER_DEG,
  longitude: base.longitude,
});

describe('GET /api/v1/partners/{id}', () => {
  it('answers a partner with its card fields and details', async () => {
    const partner = await insertPartner(ctx.db, {
      name: '성수 로스터리',
      latitude: 37.5446,
      longitude: 127.0559,
      address: '서울 성동구 성수동2가 277',
      region2DepthName: '성동구',
      categories: ['CAFE'],
      description: '직접 로스팅하는 카페',
      passBenefit: '음료 10% 할인',
      website: 'https://example.com',
      phone: '02-000-0000',
      operationTime: ['매일 10:00 - 22:00'],
      filePath: 'partners/1/cover.webp',
    });
    const res = await call<PartnerDetail>(ctx.app, 'GET', `/api/v1/partners/${partner.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: partner.id,
      name: '성수 로스터리',
      nameLocale: 'ko',
      area: {
        latitude: 37.5446,
        longitude: 127.0559,
        region2Depth: '성동구',
        region2DepthLocale: 'ko',
        address: '서울 성동구 성수동2가 277',
      },
      categories: ['CAFE'],
      file: { path: '/api/files/partners/1/cover.webp' },
      distance: null,
      description: '직접 로스팅하는 카페',
      descriptionLocale: 'ko',
      passBenefit: '음료 10% 할인',
      passBenefitLocale: 'ko',
      website: 'https://example.com',
      phone: '02-000-0000',
      operationTime: ['매일 10:00 - 22:00'],
    });
  });

  it('answers 404 for unknown and deleted partners, 400 for a bad id', async () => {
    const deleted = await insertPartner(ctx.db, { latitude: 37.5, longitude: 127, deletedAt: new Date() });
    for (const id of [deleted.id, 987654]) {
      const res = await call(ctx.app, 'GET', `/api/v1/partners/${id}`);
      expect([res.status, res.body.result.code]).toEqual([404, 40400000]);
    }
    const bad = await call(ctx.app, 'GET', '/api/v1/partners/abc');
    expect([bad.status, bad.body.result.code]).toEqual([400, 40000000]);
  });
});

describe('GET /api/v1/partners/recommendations', () => {
  it('lists live partners within 5 km of the pop-up, nearest first, with distances', async () => {
    const base = { latitude: 35.8714, longitude: 128.6014 }; // Daegu
    const spot = await insertSpot(ctx.db, base);
    const near = await insertPartner(ctx.db, { name: '300m', ...north(base, 300), filePath: 'partners/near.webp' });
    const mid = await insertPartner(ctx.db, { name: '2km', ...north(base, 2000) });
    const edge = await insertPartner(ctx.db, { name: '4.9km', ...north(base, 4900) });
    await insertPartner(ctx.db, { name: '6km', ...north(base, 6000) });
    await insertPartner(ctx.db, { name: '삭제', ...north(base, 100), deletedAt: new Date() });

    const res = await call<Partner[]>(ctx.app, 'GET', `/api/v1/partners/recommendations?spotId=${spot.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.id)).toEqual([near.id, mid.id, edge.id]);
    expect(res.body.data[0]).toMatchObject({ name: '300m', file: { path: '/api/files/partners/near.webp' } });
    expect(Math.abs(res.body.data[0].distance! - 300)).toBeLessThan(3);
    expect(Math.abs(res.body.data[2].distance! - 4900)).toBeLessThan(20);

    const one = await call<Partner[]>(ctx.app, 'GET', `/api/v1/partners/recommendations?spotId=${spot.id}&size=1`);
    expect(one.body.data.map((p) => p.id)).toEqual([near.id]);
  });

  it('is public and answers an empty list when no partner is near', async () => {
    const spot = await insertSpot(ctx.db, { latitude: 37.4, longitude: 130.9 });
    const res = await call<Partner[]>(ctx.app, 'GET', `/api/v1/partners/recommendations?spotId=${spot.id}`, {
      token: 'stale.token.here',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('validates the query; unknown pop-up 404, deleted 400 40000001', async () => {
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    for (const query of ['', 'spotId=abc', 'spotId=1&size=0', 'spotId=1&size=21']) {
      const res = await call(ctx.app, 'GET', `/api/v1/partners/recommendations?${query}`);
      expect([query, res.status, res.body.result.code]).toEqual([query, 400, 40000000]);
    }
    const unknown = await call(ctx.app, 'GET', '/api/v1/partners/recommendations?spotId=987654');
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    const gone = await call(ctx.app, 'GET', `/api/v1/partners/recommendations?spotId=${deleted.id}`);
    expect([gone.status, gone.body.result.code]).toEqual([400, 40000001]);
  });
});
