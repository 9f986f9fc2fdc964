import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { spots, spotViewLogs } from '@/server/db/schema';
import { newVisitorCookie, visitorHeader } from '../utils/client-address';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

/** A browser's server-issued visitor cookie (decision 049). */
const newSession = () => newVisitorCookie(ctx.app);

function view(spotId: number | string, caller: { token?: string; session?: string } = {}) {
  return call(ctx.app, 'POST', `/api/v1/logs/spots/${spotId}`, {
    token: caller.token,
    headers: caller.session ? visitorHeader(caller.session) : undefined,
  });
}

async function counts(spotId: number) {
  const [spot] = await ctx.db.select({ viewCount: spots.viewCount }).from(spots).where(eq(spots.id, spotId));
  const logs = await ctx.db.select().from(spotViewLogs).where(eq(spotViewLogs.spotId, spotId));
  return { viewCount: spot.viewCount, logs };
}

describe('POST /api/v1/logs/spots/{id}', () => {
  it('logs an anonymous view by session and adds one to the view count', async () => {
    const spot = await insertSpot(ctx.db);
    const session = await newSession();
    const res = await view(spot.id, { session });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: null, result: { code: 20000000 } });
    const { viewCount, logs } = await counts(spot.id);
    expect(viewCount).toBe(1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ userId: null, sessionId: session.split('.')[0] });
  });

  it('counts the same viewer once within 30 minutes, and different viewers separately', async () => {
    const spot = await insertSpot(ctx.db);
    const s1 = await newSession();
    const s2 = await newSession();
    const me = await createUser(ctx.db);
    await view(spot.id, { session: s1 });
    await view(spot.id, { session: s1 });
    await view(spot.id, { session: s2 });
    await view(spot.id, { token: me.token, session: await newSession() });
    // Same account from another browser: the same viewer.
    await view(spot.id, { token: me.token, session: await newSession() });
    const { viewCount, logs } = await counts(spot.id);
    expect(viewCount).toBe(3);
    expect(logs).toHaveLength(3);
    expect(logs.find((l) => l.userId === me.user.id)).toBeDefined();
  });

  it('counts the viewer again once the last view is older than 30 minutes', async () => {
    const spot = await insertSpot(ctx.db);
    const session = await newSession();
    await view(spot.id, { session });
    await ctx.db
      .update(spotViewLogs)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(spotViewLogs.spotId, spot.id));
    await view(spot.id, { session });
    expect((await counts(spot.id)).viewCount).toBe(2);
  });

  it('treats a sign-in mid-visit as the same viewer (the session matches)', async () => {
    const spot = await insertSpot(ctx.db);
    const session = await newSession();
    const me = await createUser(ctx.db);
    await view(spot.id, { session });
    await view(spot.id, { token: me.token, session });
    expect((await counts(spot.id)).viewCount).toBe(1);
  });

  it('counts concurrent views of one viewer once', async () => {
    const spot = await insertSpot(ctx.db);
    const session = await newSession();
    const answers = await Promise.all(Array.from({ length: 20 }, () => view(spot.id, { session })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const { viewCount, logs } = await counts(spot.id);
    expect(viewCount).toBe(1);
    expect(logs).toHaveLength(1);
  });

  it('does not count a caller with neither token nor session id', async () => {
    const spot = await insertSpot(ctx.db);
    const res = await view(spot.id);
    expect(res.status).toBe(200);
    expect((await counts(spot.id)).viewCount).toBe(0);
  });

  it('answers 400 for a bad id, 404 unknown, 400 40000001 deleted', async () => {
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    const session = await newSession();
    const bad = await view('abc', { session });
    expect([bad.status, bad.body.result.code]).toEqual([400, 40000000]);
    const unknown = await view(987654, { session });
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    const gone = await view(deleted.id, { session });
    expect([gone.status, gone.body.result.code]).toEqual([400, 40000001]);
    expect((await counts(deleted.id)).viewCount).toBe(0);
  });
});
