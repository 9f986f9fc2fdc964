import { afterEach, describe, expect, it } from 'vitest';
import type { SpotState } from '@/api/contracts/users';
import { magazinePosts, picks, reservationNotifications } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { insertMetrics, validForm, writeReview } from './reviews-helpers';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

/** The handler's state, as page-cache.ts and the handler Next loads share it. */
const STATE = Symbol.for('popspot.page-cache');
afterEach(() => Reflect.deleteProperty(globalThis, STATE));

function invalidatedTags(): string[] {
  const state = (globalThis as Record<symbol, { tagTimes: Map<string, number> } | undefined>)[STATE];
  return [...(state?.tagTimes.keys() ?? [])];
}

describe('GET /api/v1/users/me/spot-states (the viewer part of a cached page)', () => {
  it('answers my pick and alert per pop-up, in the order asked, nothing for the others', async () => {
    const [a, b, c] = [await insertSpot(ctx.db), await insertSpot(ctx.db), await insertSpot(ctx.db)];
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const [myPick] = await ctx.db
      .insert(picks)
      .values({ userId: me.user.id, type: 'POPUP', referenceId: b.id })
      .returning();
    await ctx.db.insert(picks).values({ userId: other.user.id, type: 'POPUP', referenceId: a.id });
    await ctx.db.insert(reservationNotifications).values([
      { userId: me.user.id, spotId: c.id, remindOffsetMinutes: 60 },
      { userId: me.user.id, spotId: c.id, remindOffsetMinutes: 1440 },
    ]);
    const res = await call<SpotState[]>(
      ctx.app,
      'GET',
      `/api/v1/users/me/spot-states?spotIds=${c.id},${a.id},${b.id},${c.id}`,
      {
        token: me.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { spotId: c.id, pickId: null, isReservationNotificationRegistered: true },
      { spotId: a.id, pickId: null, isReservationNotificationRegistered: false },
      { spotId: b.id, pickId: myPick.id, isReservationNotificationRegistered: false },
    ]);
    // Answers about one person are never cached pages' data.
    expect(res.headers.get('X-Cache-Tags')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses anonymous callers and malformed or oversized id lists with the envelope', async () => {
    const me = await createUser(ctx.db);
    expect((await call(ctx.app, 'GET', '/api/v1/users/me/spot-states?spotIds=1')).body.result.code).toBe(40100000);
    for (const spotIds of [
      '',
      'a',
      '1,,2',
      '0',
      '2147483648',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const res = await call(ctx.app, 'GET', `/api/v1/users/me/spot-states?spotIds=${spotIds}`, { token: me.token });
      expect(res.status, spotIds).toBe(400);
      expect(res.body.result.code, spotIds).toBe(40000000);
    }
  });
});

describe('what public reads say about the pages made from them', () => {
  it('names the data (X-Cache-Tags) and when a time-bound fact ends (X-Fresh-Until)', async () => {
    const opensAt = new Date(Date.now() + 3_600_000);
    const spot = await insertSpot(ctx.db, {
      preReservationStartedAt: opensAt,
      preReservationEndedAt: new Date(Date.now() + 7_200_000),
    });
    const detail = await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}`);
    expect(detail.headers.get('X-Cache-Tags')).toBe(`spot:${spot.id}`);
    // The window opens within the hour, before Seoul midnight... unless midnight comes first.
    const until = Date.parse(detail.headers.get('X-Fresh-Until') ?? '');
    expect(until).toBeLessThanOrEqual(opensAt.getTime());
    expect(until).toBeGreaterThan(Date.now());

    // The front cache answers these to everyone (decision 062): they carry nobody's cookie.
    expect(detail.headers.get('Set-Cookie')).toBeNull();
    const list = await call(ctx.app, 'GET', '/api/v1/spots?page=0&size=5');
    expect(list.headers.get('X-Cache-Tags')).toBe('spots');
    expect(list.headers.get('X-Front-Cache')).toBeNull();
    // A pop-up's lines with their team counts: kept a second at most, retired by the spot's tag.
    const lines = await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`);
    expect(lines.headers.get('X-Cache-Tags')).toBe(`spot:${spot.id}`);
    expect(Date.parse(lines.headers.get('X-Fresh-Until') ?? '') - Date.now()).toBeLessThanOrEqual(1_000);
    // A search is logged for the keyword ranking each time it is made: never from the front.
    const search = await call(ctx.app, 'GET', '/api/v1/spots?page=0&size=5&keyword=%ED%8C%9D%EC%97%85');
    expect(search.headers.get('X-Front-Cache')).toBe('no');
    const reviews = await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}/reviews/count`);
    expect(reviews.headers.get('X-Cache-Tags')).toBe(`reviews:${spot.id}`);

    // An unknown pop-up's not-found page is cached too, until that id exists.
    const unknown = await call(ctx.app, 'GET', '/api/v1/spots/2147483000');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('X-Cache-Tags')).toBe('spot:2147483000');
    // A hidden pop-up's 'deleted content' page too, until it is published again (its tag
    // is what publishing invalidates); a scheduled one's until the instant it goes public.
    const hidden = await insertSpot(ctx.db, { activatedAt: null });
    const hiddenRead = await call(ctx.app, 'GET', `/api/v1/spots/${hidden.id}`);
    expect([hiddenRead.status, hiddenRead.body.result.code]).toEqual([400, 40000001]);
    expect(hiddenRead.headers.get('X-Cache-Tags')).toBe(`spot:${hidden.id}`);
    const goesPublicAt = new Date(Date.now() + 30 * 60_000);
    const scheduled = await insertSpot(ctx.db, { activatedAt: goesPublicAt });
    const scheduledRead = await call(ctx.app, 'GET', `/api/v1/spots/${scheduled.id}`);
    expect(scheduledRead.headers.get('X-Cache-Tags')).toBe(`spot:${scheduled.id}`);
    expect(Date.parse(scheduledRead.headers.get('X-Fresh-Until') ?? '')).toBeLessThanOrEqual(goesPublicAt.getTime());
    // A list's 404 or any other failure is never a page's data.
    expect((await call(ctx.app, 'GET', '/api/v1/spots?size=1000')).headers.get('X-Cache-Tags')).toBeNull();

    // The same read made for a signed-in caller carries the caller's own state: no tags.
    const me = await createUser(ctx.db);
    const mine = await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: me.token });
    expect(mine.headers.get('X-Cache-Tags')).toBeNull();
  });
});

describe('changes invalidate the pages that show them', () => {
  it("registering and deleting a review invalidates that pop-up's reviews, and only them", async () => {
    const spot = await insertSpot(ctx.db);
    const other = await insertSpot(ctx.db);
    const metrics = await insertMetrics(ctx.db, ['친절해요']);
    const me = await createUser(ctx.db);
    const reviewId = await writeReview(ctx.app, me.token, spot.id, validForm(metrics));
    expect(invalidatedTags()).toEqual([`reviews:${spot.id}`]);

    Reflect.deleteProperty(globalThis, STATE);
    const removed = await call(ctx.app, 'DELETE', `/api/v1/users/reviews/${reviewId}`, { token: me.token });
    expect(removed.status).toBe(200);
    expect(invalidatedTags()).toEqual([`reviews:${spot.id}`]);
    expect(invalidatedTags()).not.toContain(`reviews:${other.id}`);
  });
});

describe('scheduled publications', () => {
  it('a magazine list and a not-yet-published post expire at the next scheduled publication', async () => {
    const publishesAt = new Date(Date.now() + 30 * 60_000);
    const [post] = await ctx.db
      .insert(magazinePosts)
      .values({ title: '예약 발행 글', status: 'PUBLISHED', publishedAt: publishesAt })
      .returning();
    const list = await call(ctx.app, 'GET', '/api/v1/magazines');
    expect(list.headers.get('X-Cache-Tags')).toBe('magazines');
    expect(Date.parse(list.headers.get('X-Fresh-Until') ?? '')).toBe(publishesAt.getTime());
    const early = await call(ctx.app, 'GET', `/api/v1/magazines/${post.id}`);
    expect(early.status).toBe(404);
    expect(early.headers.get('X-Cache-Tags')).toContain(`magazine:${post.id}`);
    expect(Date.parse(early.headers.get('X-Fresh-Until') ?? '')).toBe(publishesAt.getTime());
  });
});
