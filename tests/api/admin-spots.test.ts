import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpotDetail } from '@/api/contracts/spots';
import { spots, users } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const STATE = Symbol.for('popspot.page-cache');
afterEach(() => Reflect.deleteProperty(globalThis, STATE));
function invalidatedTags(): string[] {
  const state = (globalThis as Record<symbol, { tagTimes: Map<string, number> } | undefined>)[STATE];
  return [...(state?.tagTimes.keys() ?? [])].sort();
}

describe('PATCH /api/v1/admin/spots/{id}', () => {
  it('lets an admin correct a pop-up; its detail and lists are invalidated', async () => {
    const spot = await insertSpot(ctx.db);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const res = await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, {
      token: admin.token,
      body: { title: '고친 제목', notice: null, preReservationStartedAt: '2026-12-01T10:00:00+09:00' },
    });
    expect(res.status).toBe(200);
    expect(invalidatedTags()).toEqual(['spot:' + spot.id, 'spots'].sort());
    const detail = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`);
    expect(detail.body.data.title).toBe('고친 제목');
    expect(detail.body.data.notice).toBeNull();
    expect(detail.body.data.preReservationStartedAt).toBe('2026-12-01T01:00:00.000Z');
  });

  it('refuses everyone else, a role taken away since the token, and changes that make no sense', async () => {
    const spot = await insertSpot(ctx.db, { openDate: '2026-11-01', closeDate: '2026-11-30' });
    const user = await createUser(ctx.db);
    const body = { title: 'x' };
    expect((await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, { body })).body.result.code).toBe(40100000);
    const forbidden = await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, { token: user.token, body });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.result.code).toBe(40300000);

    const demoted = await createUser(ctx.db, { role: 'ADMIN' });
    await ctx.db.update(users).set({ role: 'USER' }).where(eq(users.id, demoted.user.id));
    expect(
      (await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, { token: demoted.token, body })).status,
    ).toBe(403);

    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const backwards = await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, {
      token: admin.token,
      body: { closeDate: '2026-10-31' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data).toMatchObject({ fieldErrors: { 'json.closeDate': expect.any(Array) } });
    for (const bad of [
      { title: '' },
      { openDate: '2026-13-01' },
      { unknown: 1 },
      { preReservationStartedAt: 'soon' },
    ]) {
      const res = await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, { token: admin.token, body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const [row] = await ctx.db.select().from(spots).where(eq(spots.id, spot.id));
    expect(row.title).toBe(spot.title);
    expect(row.closeDate).toBe('2026-11-30');
    expect(invalidatedTags()).toEqual([]);
    expect((await call(ctx.app, 'PATCH', '/api/v1/admin/spots/2147483647', { token: admin.token, body })).status).toBe(
      404,
    );
  });
});

describe('hiding a pop-up', () => {
  it("hides it ('deleted content' for visitors) and shows it again, invalidating its pages", async () => {
    const spot = await insertSpot(ctx.db);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const hide = await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, {
      token: admin.token,
      body: { published: false },
    });
    expect(hide.status).toBe(200);
    expect(invalidatedTags()).toEqual(['spot:' + spot.id, 'spots'].sort());
    expect((await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}`)).body.result.code).toBe(40000001);
    await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, { token: admin.token, body: { published: true } });
    expect((await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}`)).status).toBe(200);
  });
});

describe('DELETE /api/v1/admin/spots/{id}', () => {
  it("takes a pop-up down: its detail answers 'deleted' and its pages are invalidated", async () => {
    const spot = await insertSpot(ctx.db);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    expect((await call(ctx.app, 'DELETE', `/api/v1/admin/spots/${spot.id}`, { token: admin.token })).status).toBe(200);
    expect(invalidatedTags()).toEqual([`reviews:${spot.id}`, `spot:${spot.id}`, 'spots'].sort());
    const detail = await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}`);
    expect(detail.body.result.code).toBe(40000001);
    const user = await createUser(ctx.db);
    expect((await call(ctx.app, 'DELETE', `/api/v1/admin/spots/${spot.id}`, { token: user.token })).status).toBe(403);
  });
});
