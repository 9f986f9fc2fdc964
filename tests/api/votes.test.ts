import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoteResult } from '@/api/contracts/spots';
import { votes } from '@/server/db/schema';
import { signVisitor, VISITOR_COOKIE } from '@/server/http/middleware/visitor';
import { fromAddress, newVisitorCookie, visitorHeader } from '../utils/client-address';
import { setCookieOf } from '../utils/cookie-jar';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { overrideServerEnv } from '../utils/server-env';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

/** Each test is a client of its own address, so one test's anonymous votes never limit another's. */
let addressSeq = 0;
function nextAddress() {
  addressSeq += 1;
  return `198.51.100.${addressSeq}`;
}
let address = nextAddress();

/** The id a visitor cookie stands for (what the votes table keeps in session_id). */
const visitorId = (cookie: string) => cookie.slice(0, cookie.indexOf('.'));

type Caller = { token?: string; visitor?: string; headers?: Record<string, string> };
function headersOf(caller: Caller) {
  return { ...(caller.visitor ? visitorHeader(caller.visitor) : {}), ...caller.headers };
}
function vote(spotId: number, optionType: string, caller: Caller = {}) {
  return fromAddress(address, () =>
    call<VoteResult>(ctx.app, 'POST', `/api/v1/spots/${spotId}/vote`, {
      token: caller.token,
      headers: headersOf(caller),
      body: { optionType },
    }),
  );
}
function result(spotId: number, caller: Caller = {}) {
  return fromAddress(address, () =>
    call<VoteResult>(ctx.app, 'GET', `/api/v1/spots/${spotId}/vote-result`, {
      token: caller.token,
      headers: headersOf(caller),
    }),
  );
}
const visitor = () => newVisitorCookie(ctx.app);

/** n signed-in votes of `option` on the spot. */
async function signedInVotes(spotId: number, option: 'LEFT' | 'RIGHT', n: number) {
  for (let i = 0; i < n; i++) {
    const { token } = await createUser(ctx.db);
    expect((await vote(spotId, option, { token })).status).toBe(200);
  }
}

describe('POST /api/v1/spots/{id}/vote and GET /api/v1/spots/{id}/vote-result', () => {
  it('starts at 0 / 0, then answers ratios of the signed-in votes that add up to 100 and the caller’s own option', async () => {
    address = nextAddress();
    const spot = await insertSpot(ctx.db);
    const empty = await result(spot.id);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      myOptionType: null,
      leftOptionRatio: 0,
      rightOptionRatio: 0,
      totalCount: 0,
      myVoteCounted: false,
    });

    const a = await createUser(ctx.db);
    const first = await vote(spot.id, 'LEFT', { token: a.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      myOptionType: 'LEFT',
      leftOptionRatio: 100,
      rightOptionRatio: 0,
      totalCount: 1,
      myVoteCounted: true,
    });

    const b = await createUser(ctx.db);
    await vote(spot.id, 'RIGHT', { token: b.token });
    const c = await createUser(ctx.db);
    const third = await vote(spot.id, 'RIGHT', { token: c.token });
    // 1 of 3 left: 33 / 67, never 33 / 66.
    expect(third.body.data).toEqual({
      myOptionType: 'RIGHT',
      leftOptionRatio: 33,
      rightOptionRatio: 67,
      totalCount: 3,
      myVoteCounted: true,
    });

    // An anonymous vote is kept and shown back to its visitor, but not counted.
    const anon = await visitor();
    const anonymous = await vote(spot.id, 'LEFT', { visitor: anon });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual({
      myOptionType: 'LEFT',
      leftOptionRatio: 33,
      rightOptionRatio: 67,
      totalCount: 3,
      myVoteCounted: false,
    });

    expect((await result(spot.id, { token: a.token })).body.data.myOptionType).toBe('LEFT');
    expect((await result(spot.id, { token: b.token })).body.data.myOptionType).toBe('RIGHT');
    expect((await result(spot.id, { visitor: anon })).body.data).toMatchObject({
      myOptionType: 'LEFT',
      myVoteCounted: false,
    });
    // Someone who has not voted sees the tallies without an own option.
    const stranger = await result(spot.id, { visitor: await visitor() });
    expect(stranger.body.data).toEqual({
      myOptionType: null,
      leftOptionRatio: 33,
      rightOptionRatio: 67,
      totalCount: 3,
      myVoteCounted: false,
    });
    expect((await result(spot.id)).body.data.myOptionType).toBeNull();
  });

  it('keeps the first vote: the same option again is 200 (idempotent), the other option 409 VOTE_ALREADY_CAST', async () => {
    address = nextAddress();
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
      myVoteCounted: true,
    });

    const anon = await visitor();
    await vote(spot.id, 'LEFT', { visitor: anon });
    expect((await vote(spot.id, 'LEFT', { visitor: anon })).status).toBe(200);
    const switched = await vote(spot.id, 'RIGHT', { visitor: anon });
    expect([switched.status, switched.body.result.code]).toEqual([409, 40900301]);
    // The same visitor voting twice is one row.
    const rows = await ctx.db
      .select()
      .from(votes)
      .where(and(eq(votes.spotId, spot.id), isNull(votes.userId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sessionId: visitorId(anon), optionType: 'LEFT' });
  });

  it('reads a bad token as anonymous (public route), voting by the visitor cookie', async () => {
    address = nextAddress();
    const spot = await insertSpot(ctx.db);
    const anon = await visitor();
    const res = await vote(spot.id, 'LEFT', { token: 'not.a.token', visitor: anon });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(votes).where(eq(votes.spotId, spot.id));
    expect(row).toMatchObject({ userId: null, sessionId: visitorId(anon), optionType: 'LEFT' });
  });

  it('issues the visitor cookie: HttpOnly, SameSite=Lax, signed, a year long, only when missing, never to another site', async () => {
    address = nextAddress();
    const spot = await insertSpot(ctx.db);
    const first = await result(spot.id);
    const cookie = setCookieOf(first.headers, VISITOR_COOKIE);
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': '31536000' });
    // Over http:// (the tests' PUBLIC_BASE_URL) it cannot be Secure; under https it is.
    expect(cookie?.attributes.secure).toBeUndefined();
    const again = await result(spot.id, { visitor: cookie!.value });
    expect(setCookieOf(again.headers, VISITOR_COOKIE)).toBeUndefined();
    // A post from another site arrives without the (SameSite=Lax) cookie the browser holds:
    // answering it with a new one would replace the visitor's.
    const crossSite = await call(ctx.app, 'POST', `/api/v1/spots/${spot.id}/vote`, {
      headers: { Origin: 'https://elsewhere.example' },
      body: { optionType: 'LEFT' },
    });
    expect(crossSite.status).toBeGreaterThanOrEqual(400);
    expect(setCookieOf(crossSite.headers, VISITOR_COOKIE)).toBeUndefined();
  });

  it('refuses an anonymous vote without a valid visitor cookie with 400 VOTER_UNKNOWN, a forged one included', async () => {
    address = nextAddress();
    const spot = await insertSpot(ctx.db);
    const none = await vote(spot.id, 'LEFT');
    expect([none.status, none.body.result.code]).toEqual([400, 40000302]);
    expect((none.body.data as { fieldErrors?: Record<string, string[]> }).fieldErrors).toHaveProperty('cookie.visitor');
    // The refusal hands the browser a cookie to vote with.
    expect(setCookieOf(none.headers, VISITOR_COOKIE)).toBeDefined();

    const real = await visitor();
    const id = visitorId(real);
    const forged = [
      id, // no signature
      `${id}.${'A'.repeat(43)}`, // a made-up one
      `${randomUUID()}.${real.slice(real.indexOf('.') + 1)}`, // another id under this signature
      `${id}.${real.slice(real.indexOf('.') + 1, -2)}`, // cut short
      'test-session-1', // what the old X-Session-Id took
    ];
    for (const value of forged) {
      const res = await vote(spot.id, 'LEFT', { visitor: value });
      expect([value, res.status, res.body.result.code]).toEqual([value, 400, 40000302]);
    }
    // A cookie signed with another key (another deployment's secret) is not honoured either.
    const restore = overrideServerEnv({ JWT_SECRET: 'another-secret-another-secret-another-secret-0123' });
    const foreign = signVisitor(randomUUID());
    restore();
    expect((await vote(spot.id, 'LEFT', { visitor: foreign })).body.result.code).toBe(40000302);
    expect(await ctx.db.select().from(votes).where(eq(votes.spotId, spot.id))).toHaveLength(0);
  });

  it('ignores X-Session-Id: 100 made-up ids move nothing (the issue: 83/17 became 5/95)', async () => {
    address = nextAddress();
    const spot = await insertSpot(ctx.db);
    await signedInVotes(spot.id, 'LEFT', 5);
    await signedInVotes(spot.id, 'RIGHT', 1);
    const before = (await result(spot.id)).body.data;
    expect(before).toMatchObject({ leftOptionRatio: 83, rightOptionRatio: 17, totalCount: 6 });

    const answers = [];
    for (let i = 0; i < 100; i++) {
      answers.push(await vote(spot.id, 'RIGHT', { headers: { 'X-Session-Id': `made-up-session-${i}-abcdef` } }));
    }
    // Without a cookie there is no voter: refused, then limited per address.
    expect(answers.every((res) => res.body.result.code === 40000302 || res.body.result.code === 42900000)).toBe(true);
    expect((await result(spot.id)).body.data).toEqual(before);
    expect(
      await ctx.db
        .select()
        .from(votes)
        .where(and(eq(votes.spotId, spot.id), isNull(votes.userId))),
    ).toHaveLength(0);
  });

  it('does not let fresh visitor cookies move the ratios either: anonymous votes are kept, not counted', async () => {
    address = nextAddress();
    const spot = await insertSpot(ctx.db);
    await signedInVotes(spot.id, 'LEFT', 5);
    await signedInVotes(spot.id, 'RIGHT', 1);
    const before = (await result(spot.id)).body.data;
    let accepted = 0;
    for (let i = 0; i < 30; i++) {
      const res = await vote(spot.id, 'RIGHT', { visitor: await visitor() });
      if (res.status === 200) accepted += 1;
    }
    expect(accepted).toBe(30);
    expect((await result(spot.id)).body.data).toEqual(before);
  });

  it('makes an anonymous vote the account’s when its visitor signs in, unless the account voted there itself', async () => {
    address = nextAddress();
    const spot = await insertSpot(ctx.db);
    const other = await insertSpot(ctx.db);
    await signedInVotes(spot.id, 'RIGHT', 1);
    const me = await createUser(ctx.db);
    const browser = await visitor();

    // Signed out in this browser: kept, not counted.
    expect((await vote(spot.id, 'LEFT', { visitor: browser })).body.data).toMatchObject({
      myOptionType: 'LEFT',
      totalCount: 1,
      myVoteCounted: false,
    });
    // Signed in, the same browser reads the result: the vote is the account's and counted.
    const claimed = await result(spot.id, { token: me.token, visitor: browser });
    expect(claimed.body.data).toEqual({
      myOptionType: 'LEFT',
      leftOptionRatio: 50,
      rightOptionRatio: 50,
      totalCount: 2,
      myVoteCounted: true,
    });
    const [row] = await ctx.db
      .select()
      .from(votes)
      .where(and(eq(votes.spotId, spot.id), eq(votes.sessionId, visitorId(browser))));
    expect(row.userId).toBe(me.user.id);
    // It follows the account to another browser, and stays final.
    expect((await result(spot.id, { token: me.token, visitor: await visitor() })).body.data.myOptionType).toBe('LEFT');
    expect((await vote(spot.id, 'RIGHT', { token: me.token })).body.result.code).toBe(40900301);

    // On a pop-up the account voted on (elsewhere), the account's vote stands and the
    // anonymous one is not counted.
    await vote(other.id, 'RIGHT', { token: me.token, visitor: await visitor() });
    await vote(other.id, 'LEFT', { visitor: browser });
    const mine = await result(other.id, { token: me.token, visitor: browser });
    expect(mine.body.data).toEqual({
      myOptionType: 'RIGHT',
      leftOptionRatio: 0,
      rightOptionRatio: 100,
      totalCount: 1,
      myVoteCounted: true,
    });

    // A vote cast signed in also claims first: the anonymous LEFT is the account's, so RIGHT is 409.
    const third = await insertSpot(ctx.db);
    const later = await visitor();
    await vote(third.id, 'LEFT', { visitor: later });
    const switched = await vote(third.id, 'RIGHT', { token: me.token, visitor: later });
    expect([switched.status, switched.body.result.code]).toEqual([409, 40900301]);
    expect((await result(third.id)).body.data).toMatchObject({ leftOptionRatio: 100, totalCount: 1 });
  });

  it('takes votes on READY and IN_PROGRESS pop-ups only; ENDED answers 400 VOTE_CLOSED but still shows the result', async () => {
    address = nextAddress();
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
    address = nextAddress();
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

describe('vote limits', () => {
  it('limits one visitor to RATE_LIMIT_VOTES_PER_MINUTE votes (20) with 429, Retry-After and RateLimit headers', async () => {
    address = nextAddress();
    const anon = await visitor();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 21; i++) {
      const spot = await insertSpot(ctx.db);
      last = await vote(spot.id, 'LEFT', { visitor: anon });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect([last!.status, last!.body.result.code]).toEqual([429, 42900000]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.headers.get('ratelimit-limit')).toBe('20');
    expect(last!.headers.get('ratelimit-remaining')).toBe('0');
    // The same visitor from another address is still the same voter.
    const spot = await insertSpot(ctx.db);
    address = nextAddress();
    expect((await vote(spot.id, 'LEFT', { visitor: anon })).status).toBe(429);
    // Reads are never limited.
    expect((await result(spot.id, { visitor: anon })).status).toBe(200);
  });

  it('limits anonymous votes per address (60 a minute) however many visitor cookies come from it', async () => {
    address = nextAddress();
    const spot = await insertSpot(ctx.db);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await vote(spot.id, 'LEFT', { visitor: await visitor() })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    // A signed-in voter behind the same address is counted as the account, not the address.
    const me = await createUser(ctx.db);
    expect((await vote(spot.id, 'LEFT', { token: me.token })).status).toBe(200);
    // Another address is not affected.
    address = nextAddress();
    expect((await vote(spot.id, 'LEFT', { visitor: await visitor() })).status).toBe(200);
  });
});

describe('vote concurrency', () => {
  // Fifty votes at once from one voter are a concurrency test, not a flood: headroom here only.
  let restore: () => void;
  beforeAll(() => {
    restore = overrideServerEnv({ RATE_LIMIT_VOTES_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_VOTES_PER_MINUTE: '1000' });
  });
  afterAll(() => restore());

  it('50 concurrent votes from one user (mixed LEFT/RIGHT) leave one row and one consistent answer', async () => {
    address = nextAddress();
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
      myVoteCounted: true,
    });
  });

  it('50 concurrent anonymous votes with one visitor cookie leave one row', async () => {
    address = nextAddress();
    const spot = await insertSpot(ctx.db);
    const anon = await visitor();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => vote(spot.id, i % 3 === 0 ? 'RIGHT' : 'LEFT', { visitor: anon })),
    );
    const rows = await ctx.db
      .select()
      .from(votes)
      .where(and(eq(votes.spotId, spot.id), isNull(votes.userId), eq(votes.sessionId, visitorId(anon))));
    expect(rows).toHaveLength(1);
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(answers.every((r) => r.status === 200 || r.body.result.code === 40900301)).toBe(true);
    for (const res of ok) expect(res.body.data).toMatchObject({ myOptionType: rows[0].optionType, totalCount: 0 });
  });
});
