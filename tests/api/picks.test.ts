import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PickCreated } from '@/api/contracts/picks';
import type { SpotDetail } from '@/api/contracts/spots';
import { picks, spots } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

function pick(spotId: number, token?: string) {
  return call<PickCreated>(ctx.app, 'POST', '/api/v1/users/picks', {
    token,
    body: { referenceId: spotId, type: 'POPUP' },
  });
}
async function picksOf(userId: number, spotId: number) {
  return ctx.db
    .select()
    .from(picks)
    .where(and(eq(picks.userId, userId), eq(picks.referenceId, spotId)));
}

describe('POST /api/v1/users/picks', () => {
  it('picks a pop-up and answers its pick id; the detail then shows it', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    const res = await pick(spot.id, me.token);
    expect(res.status).toBe(200);
    expect(res.body.result.code).toBe(20000000);
    const [row] = await picksOf(me.user.id, spot.id);
    expect(res.body.data).toEqual({ pickId: row.id });
    const detail = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: me.token });
    expect(detail.body.data.pickId).toBe(row.id);
    expect(detail.body.data.recentPickCount).toBe(1);
  });

  it('is idempotent: picking again answers the same pick id and writes no second row', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    const first = await pick(spot.id, me.token);
    const second = await pick(spot.id, me.token);
    expect(second.status).toBe(200);
    expect(second.body.data.pickId).toBe(first.body.data.pickId);
    expect(await picksOf(me.user.id, spot.id)).toHaveLength(1);
  });

  it('50 concurrent identical requests leave exactly one row and all answer the same pick id', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    const answers = await Promise.all(Array.from({ length: 50 }, () => pick(spot.id, me.token)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const rows = await picksOf(me.user.id, spot.id);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.pickId))).toEqual(new Set([rows[0].id]));
  });

  it('refuses anonymous callers (40100000) and stale tokens (40100001)', async () => {
    const spot = await insertSpot(ctx.db);
    const anonymous = await pick(spot.id);
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
    const stale = await pick(spot.id, 'not.a.token');
    expect([stale.status, stale.body.result.code]).toEqual([401, 40100001]);
  });

  it('validates the body and refuses unknown (404) or deleted/hidden (400 40000001) pop-ups', async () => {
    const me = await createUser(ctx.db);
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    const hidden = await insertSpot(ctx.db, { activatedAt: null });
    for (const body of [
      {},
      { referenceId: 1 },
      { referenceId: 1, type: 'MAGAZINE' },
      { referenceId: 0, type: 'POPUP' },
    ]) {
      const res = await call(ctx.app, 'POST', '/api/v1/users/picks', { token: me.token, body });
      expect([res.status, res.body.result.code]).toEqual([400, 40000000]);
    }
    const unknown = await pick(987654, me.token);
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    for (const spot of [deleted, hidden]) {
      const res = await pick(spot.id, me.token);
      expect([res.status, res.body.result.code]).toEqual([400, 40000001]);
    }
  });
});

describe('DELETE /api/v1/users/picks/{id}', () => {
  it('removes my pick; the detail shows it as not picked', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    const { pickId } = (await pick(spot.id, me.token)).body.data;
    const res = await call(ctx.app, 'DELETE', `/api/v1/users/picks/${pickId}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(await picksOf(me.user.id, spot.id)).toHaveLength(0);
    const detail = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: me.token });
    expect(detail.body.data.pickId).toBeNull();
    // Gone now: a second delete is 404.
    const again = await call(ctx.app, 'DELETE', `/api/v1/users/picks/${pickId}`, { token: me.token });
    expect([again.status, again.body.result.code]).toEqual([404, 40400000]);
  });

  it("never deletes someone else's pick: 404, and the pick stays", async () => {
    const spot = await insertSpot(ctx.db);
    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    const { pickId } = (await pick(spot.id, a.token)).body.data;
    const res = await call(ctx.app, 'DELETE', `/api/v1/users/picks/${pickId}`, { token: b.token });
    expect([res.status, res.body.result.code]).toEqual([404, 40400000]);
    expect(await picksOf(a.user.id, spot.id)).toHaveLength(1);
  });

  it('answers 400 for a bad id, 404 unknown, 401 anonymous', async () => {
    const me = await createUser(ctx.db);
    const bad = await call(ctx.app, 'DELETE', '/api/v1/users/picks/abc', { token: me.token });
    expect([bad.status, bad.body.result.code]).toEqual([400, 40000000]);
    const unknown = await call(ctx.app, 'DELETE', '/api/v1/users/picks/987654', { token: me.token });
    expect(unknown.status).toBe(404);
    const anonymous = await call(ctx.app, 'DELETE', '/api/v1/users/picks/1');
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
  });
});

describe('DELETE /api/v2/users/picks', () => {
  it('removes my pick by reference, idempotently, and leaves other users’ picks alone', async () => {
    const spot = await insertSpot(ctx.db);
    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    await pick(spot.id, a.token);
    await pick(spot.id, b.token);
    const body = { referenceId: spot.id, type: 'POPUP' };
    const res = await call(ctx.app, 'DELETE', '/api/v2/users/picks', { token: a.token, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(await picksOf(a.user.id, spot.id)).toHaveLength(0);
    expect(await picksOf(b.user.id, spot.id)).toHaveLength(1);
    // Nothing left to delete: still 200.
    const again = await call(ctx.app, 'DELETE', '/api/v2/users/picks', { token: a.token, body });
    expect(again.status).toBe(200);
  });

  it('lets a deleted pop-up be un-picked', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    await pick(spot.id, me.token);
    await ctx.db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, spot.id));
    const res = await call(ctx.app, 'DELETE', '/api/v2/users/picks', {
      token: me.token,
      body: { referenceId: spot.id, type: 'POPUP' },
    });
    expect(res.status).toBe(200);
    expect(await picksOf(me.user.id, spot.id)).toHaveLength(0);
  });

  it('validates the body and refuses anonymous callers', async () => {
    const me = await createUser(ctx.db);
    const bad = await call(ctx.app, 'DELETE', '/api/v2/users/picks', { token: me.token, body: { referenceId: 'x' } });
    expect([bad.status, bad.body.result.code]).toEqual([400, 40000000]);
    const anonymous = await call(ctx.app, 'DELETE', '/api/v2/users/picks', { body: { referenceId: 1, type: 'POPUP' } });
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
  });
});
