import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VoteResult } from '@/api/contracts/spots';
import { votes } from '@/server/db/schema';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

let sessionSeq = 0;
/** A well-formed anonymous session id (the browser's popspot_sid). */
function newSession() {
  sessionSeq += 1;
  return `test-session-${sessionSeq}-${Math.random().toString(36).slice(2, 10)}`;
}

type Caller = { token?: string; session?: string };
function headersOf(caller: Caller) {
  return caller.session ? { 'X-Session-Id': caller.session } : undefined;
}
function vote(spotId: number, optionType: string, caller: Caller = {}) {
  return call<VoteResult>(ctx.app, 'POST', `/api/v1/spots/${spotId}/vote`, {
    token: caller.token,
    headers: headersOf(caller),
    body: { optionType },
  });
}
function result(spotId: number, caller: Caller = {}) {
  return call<VoteResult>(ctx.app, 'GET', `/api/v1/spots/${spotId}/vote-result`, {
    token: caller.token,
    headers: headersOf(caller),
  });
}

describe('POST /api/v1/spots/{id}/vote and GET /api/v1/spots/{id}/vote-result', () => {
  it('starts at 0 / 0, then answers ratios that add up to 100 and the caller’s own option', async () => {
    const spot = await insertSpot(ctx.db);
    const empty = await result(spot.id);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ myOptionType: null, leftOptionRatio: 0, rightOptionRatio: 0, totalCount: 0 });

    const a = await createUser(ctx.db);
    const first = await vote(spot.id, 'LEFT', { token: a.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ myOptionType: 'LEFT', leftOptionRatio: 100, rightOptionRatio: 0, totalCount: 1 });

    const b = await createUser(ctx.db);
    await vote(spot.id, 'RIGHT', { token: b.token });
    const anon = newSession();
    const third = await vote(spot.id, 'RIGHT', { session: anon });
    // 1 of 3 left: 33 / 67, never 33 / 66.
    expect(third.body.data).toEqual({
      myOptionType: 'RIGHT',
      leftOptionRatio: 33,
      rightOptionRatio: 67,
      totalCount: 3,
    });

    expect((await result(spot.id, { token: a.token })).body.data.myOptionType).toBe('LEFT');
    expect((await result(spot.id, { token: b.token })).body.data.myOptionType).toBe('RIGHT');
    expect((await result(spot.id, { session: anon })).body.data.myOptionType).toBe('RIGHT');
    // Someone who has not voted sees the tallies without an own option.
    const stranger = await result(spot.id, { session: newSession() });
    expect(stranger.body.data).toEqual({
      myOptionType: null,
      leftOptionRatio: 33,
      rightOptionRatio: 67,
      totalCount: 3,
    });
    expect((await result(spot.id)).body.data.myOptionType).toBeNull();
  });

  it('keeps the first vote: the same option again is 200 (idempotent), the other option 409 VOTE_ALREADY_CAST', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    await vote(spot.id, 'RIGHT', { token: me.token });
    const again = await vote(spot.id, 'RIGHT', { token: me.token });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ myOptionType: 'RIGHT', totalCount: 1 });
    const other = await vote(spot.id, 'LEFT', { token: me.token });
    expect([other.status, other.body.result.code]).toEqual([409, 40900301]);
    expect((await result(spot.id, { token: me.token })).body.data).toEqual({
      myOptionType: 'RIGHT',
      leftOptionRatio: 0,
      rightOptionRatio: 100,
      totalCount: 1,
    });

    const session = newSession();
    await vote(spot.id, 'LEFT', { session });
    expect((await vote(spot.id, 'LEFT', { session })).status).toBe(200);
    const switched = await vote(spot.id, 'RIGHT', { session });
    expect([switched.status, switched.body.result.code]).toEqual([409, 40900301]);
  });

  it('counts a signed-in vote by account (any browser) and an anonymous one by session', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    const session = newSession();
    // Anonymous in this browser, then signed in: two different voters.
    await vote(spot.id, 'LEFT', { session });
    const signedIn = await vote(spot.id, 'RIGHT', { token: me.token, session });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.totalCount).toBe(2);
    // The account's vote follows the user to another browser.
    const elsewhere = await result(spot.id, { token: me.token, session: newSession() });
    expect(elsewhere.body.data.myOptionType).toBe('RIGHT');
    expect((await vote(spot.id, 'LEFT', { token: me.token, session: newSession() })).body.result.code).toBe(40900301);
    const rows = await ctx.db.select().from(votes).where(eq(votes.spotId, spot.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.userId === me.user.id)?.sessionId).toBe(session);
  });

  it('reads a bad token as anonymous (public route), voting by the session id', async () => {
    const spot = await insertSpot(ctx.db);
    const session = newSession();
    const res = await vote(spot.id, 'LEFT', { token: 'not.a.token', session });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(votes).where(eq(votes.spotId, spot.id));
    expect(row).toMatchObject({ userId: null, sessionId: session, optionType: 'LEFT' });
  });

  it('refuses an anonymous vote without a (well-formed) session id with 400 VOTER_UNKNOWN', async () => {
    const spot = await insertSpot(ctx.db);
    const none = await vote(spot.id, 'LEFT');
    expect([none.status, none.body.result.code]).toEqual([400, 40000302]);
    expect((none.body.data as { fieldErrors?: Record<string, string[]> }).fieldErrors).toHaveProperty(
      'header.x-session-id',
    );
    const malformed = await vote(spot.id, 'LEFT', { session: 'bad id!' });
    expect([malformed.status, malformed.body.result.code]).toEqual([400, 40000302]);
    expect(await ctx.db.select().from(votes).where(eq(votes.spotId, spot.id))).toHaveLength(0);
  });

  it('takes votes on READY and IN_PROGRESS pop-ups only; ENDED answers 400 VOTE_CLOSED but still shows the result', async () => {
    const ready = await insertSpot(ctx.db, { openDate: seoulDay(2), closeDate: seoulDay(9) });
    const ended = await insertSpot(ctx.db, { openDate: seoulDay(-9), closeDate: seoulDay(-1) });
    const me = await createUser(ctx.db);
    expect((await vote(ready.id, 'LEFT', { token: me.token })).status).toBe(200);
    const late = await vote(ended.id, 'LEFT', { token: me.token });
    expect([late.status, late.body.result.code]).toEqual([400, 40000301]);
    const shown = await result(ended.id, { token: me.token });
    expect(shown.status).toBe(200);
    expect(shown.body.data.totalCount).toBe(0);
  });

  it('validates the body and answers bad, unknown and deleted spots like the detail', async () => {
    const spot = await insertSpot(ctx.db);
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    const me = await createUser(ctx.db);
    for (const body of [{}, { optionType: 'MIDDLE' }, { optionType: 'left' }]) {
      const res = await call(ctx.app, 'POST', `/api/v1/spots/${spot.id}/vote`, { token: me.token, body });
      expect([res.status, res.body.result.code]).toEqual([400, 40000000]);
    }
    expect((await vote(0, 'LEFT', { token: me.token })).status).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/v1/spots/abc/vote-result')).status).toBe(400);
    const unknown = await vote(987654, 'LEFT', { token: me.token });
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    expect((await result(987654)).status).toBe(404);
    const gone = await vote(deleted.id, 'LEFT', { token: me.token });
    expect([gone.status, gone.body.result.code]).toEqual([400, 40000001]);
    expect((await result(deleted.id)).body.result.code).toBe(40000001);
  });
});

describe('vote concurrency', () => {
  it('50 concurrent votes from one user (mixed LEFT/RIGHT) leave one row and one consistent answer', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => vote(spot.id, i % 2 === 0 ? 'LEFT' : 'RIGHT', { token: me.token })),
    );
    const rows = await ctx.db
      .select()
      .from(votes)
      .where(and(eq(votes.spotId, spot.id), eq(votes.userId, me.user.id)));
    expect(rows).toHaveLength(1);
    const winner = rows[0].optionType;
    for (const [i, res] of answers.entries()) {
      const asked = i % 2 === 0 ? 'LEFT' : 'RIGHT';
      if (asked === winner) {
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ myOptionType: winner, totalCount: 1 });
        expect(res.body.data.leftOptionRatio + res.body.data.rightOptionRatio).toBe(100);
      } else {
        expect([res.status, res.body.result.code]).toEqual([409, 40900301]);
      }
    }
    const final = await result(spot.id, { token: me.token });
    expect(final.body.data).toEqual({
      myOptionType: winner,
      leftOptionRatio: winner === 'LEFT' ? 100 : 0,
      rightOptionRatio: winner === 'RIGHT' ? 100 : 0,
      totalCount: 1,
    });
  });

  it('50 concurrent anonymous votes with one session id leave one row', async () => {
    const spot = await insertSpot(ctx.db);
    const session = newSession();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => vote(spot.id, i % 3 === 0 ? 'RIGHT' : 'LEFT', { session })),
    );
    const rows = await ctx.db
      .select()
      .from(votes)
      .where(and(eq(votes.spotId, spot.id), isNull(votes.userId), eq(votes.sessionId, session)));
    expect(rows).toHaveLength(1);
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(answers.every((r) => r.status === 200 || r.body.result.code === 40900301)).toBe(true);
    for (const res of ok) expect(res.body.data).toMatchObject({ myOptionType: rows[0].optionType, totalCount: 1 });
  });
});
