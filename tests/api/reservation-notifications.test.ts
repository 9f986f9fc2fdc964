import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReservationNotification } from '@/api/contracts/reservation-notifications';
import type { SpotDetail } from '@/api/contracts/spots';
import { reservationNotifications } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const MINUTE = 60_000;

/** A public pop-up whose pre-reservation opens `minutes` from now. */
function spotOpeningIn(minutes: number) {
  return insertSpot(ctx.db, {
    preReservationLink: 'https://example.com/reserve',
    preReservationStartedAt: new Date(Date.now() + minutes * MINUTE),
    preReservationEndedAt: new Date(Date.now() + (minutes + 7 * 24 * 60) * MINUTE),
  });
}

function register(spotId: number | string, remindOffsetMinutes: unknown, token?: string) {
  return call<ReservationNotification>(ctx.app, 'POST', `/api/v1/users/spots/${spotId}/reservation-notifications`, {
    token,
    body: { remindOffsetMinutes },
  });
}

async function rowsOf(userId: number, spotId: number) {
  return ctx.db
    .select()
    .from(reservationNotifications)
    .where(and(eq(reservationNotifications.userId, userId), eq(reservationNotifications.spotId, spotId)));
}

describe('POST /api/v1/users/spots/{spotId}/reservation-notifications', () => {
  it('registers the chosen offsets, answers all of mine, and the detail then reads registered', async () => {
    const spot = await spotOpeningIn(3 * 24 * 60);
    const me = await createUser(ctx.db);
    const first = await register(spot.id, [60], me.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ spotId: spot.id, remindOffsetMinutes: [60] });
    const more = await register(spot.id, [10, 1440], me.token);
    expect(more.body.data).toEqual({ spotId: spot.id, remindOffsetMinutes: [1440, 60, 10] });

    const detail = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: me.token });
    expect(detail.body.data.isReservationNotificationRegistered).toBe(true);
  });

  it("stores an offset registered twice once, and shows nobody else's alerts", async () => {
    const spot = await spotOpeningIn(3 * 24 * 60);
    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    await register(spot.id, [1440, 60], a.token);
    const again = await register(spot.id, [60, 1440], a.token);
    expect(again.status).toBe(200);
    expect(again.body.data.remindOffsetMinutes).toEqual([1440, 60]);
    expect(await rowsOf(a.user.id, spot.id)).toHaveLength(2);

    const theirs = await register(spot.id, [10], b.token);
    expect(theirs.body.data).toEqual({ spotId: spot.id, remindOffsetMinutes: [10] });
    const bDetail = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: b.token });
    expect(bDetail.body.data.isReservationNotificationRegistered).toBe(true);
    const c = await createUser(ctx.db);
    const cDetail = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: c.token });
    expect(cDetail.body.data.isReservationNotificationRegistered).toBe(false);
  });

  it('stores concurrent identical registrations once', async () => {
    const spot = await spotOpeningIn(2 * 24 * 60);
    const me = await createUser(ctx.db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => register(spot.id, [1440, 60, 10], me.token)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    for (const a of answers) expect(a.body.data.remindOffsetMinutes).toEqual([1440, 60, 10]);
    const rows = await rowsOf(me.user.id, spot.id);
    expect(rows.map((r) => r.remindOffsetMinutes).sort((x, y) => x - y)).toEqual([10, 60, 1440]);
  });

  it('refuses an offset whose time has passed (40000502), with a field error, and stores nothing', async () => {
    const spot = await spotOpeningIn(30);
    const me = await createUser(ctx.db);
    const res = await register(spot.id, [10, 60, 1440], me.token);
    expect([res.status, res.body.result.code]).toEqual([400, 40000502]);
    const fieldErrors = (res.body.data as unknown as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(Object.keys(fieldErrors).sort()).toEqual(['json.remindOffsetMinutes.1', 'json.remindOffsetMinutes.2']);
    expect(await rowsOf(me.user.id, spot.id)).toHaveLength(0);
    // The one still ahead works on its own.
    const ok = await register(spot.id, [10], me.token);
    expect(ok.body.data.remindOffsetMinutes).toEqual([10]);
  });

  it('refuses pop-ups without an upcoming pre-reservation with 400 / 40000501', async () => {
    const me = await createUser(ctx.db);
    const none = await insertSpot(ctx.db);
    const started = await spotOpeningIn(-5);
    for (const spot of [none, started]) {
      const res = await register(spot.id, [10], me.token);
      expect([res.status, res.body.result.code]).toEqual([400, 40000501]);
    }
  });

  it('validates the body and id; unknown 404, deleted 400 40000001, anonymous 401', async () => {
    const spot = await spotOpeningIn(3 * 24 * 60);
    const me = await createUser(ctx.db);
    for (const offsets of [[], [30], [60, 60], ['60'], undefined]) {
      const res = await register(spot.id, offsets, me.token);
      expect([JSON.stringify(offsets), res.status, res.body.result.code]).toEqual([
        JSON.stringify(offsets),
        400,
        40000000,
      ]);
    }
    expect((await register('abc', [60], me.token)).status).toBe(400);
    const unknown = await register(987654, [60], me.token);
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    const deleted = await insertSpot(ctx.db, {
      deletedAt: new Date(),
      preReservationStartedAt: new Date(Date.now() + 3 * 24 * 60 * MINUTE),
    });
    const gone = await register(deleted.id, [60], me.token);
    expect([gone.status, gone.body.result.code]).toEqual([400, 40000001]);
    const anonymous = await register(spot.id, [60]);
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
  });
});

function alertCall(method: 'GET' | 'PUT' | 'DELETE', spotId: number | string, token?: string, offsets?: unknown) {
  return call<ReservationNotification | null>(
    ctx.app,
    method,
    `/api/v1/users/spots/${spotId}/reservation-notifications`,
    { token, body: method === 'PUT' ? { remindOffsetMinutes: offsets } : undefined },
  );
}

describe('my pre-reservation alert: read, change, cancel', () => {
  it('reads my times back, changes them, and cancels the alert so the detail reads not registered', async () => {
    const spot = await spotOpeningIn(3 * 24 * 60);
    const me = await createUser(ctx.db);
    const none = await alertCall('GET', spot.id, me.token);
    expect(none.body.data).toEqual({ spotId: spot.id, remindOffsetMinutes: [] });

    await register(spot.id, [1440, 10], me.token);
    expect((await alertCall('GET', spot.id, me.token)).body.data).toEqual({
      spotId: spot.id,
      remindOffsetMinutes: [1440, 10],
    });

    const changed = await alertCall('PUT', spot.id, me.token, [60, 10]);
    expect([changed.status, changed.body.data]).toEqual([200, { spotId: spot.id, remindOffsetMinutes: [60, 10] }]);
    const stored = await rowsOf(me.user.id, spot.id);
    expect(stored.map((r) => r.remindOffsetMinutes).sort((x, y) => x - y)).toEqual([10, 60]);

    const cancelled = await alertCall('DELETE', spot.id, me.token);
    expect([cancelled.status, cancelled.body.result.code, cancelled.body.data]).toEqual([200, 20000000, null]);
    expect(await rowsOf(me.user.id, spot.id)).toHaveLength(0);
    const detail = await call<SpotDetail>(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: me.token });
    expect(detail.body.data.isReservationNotificationRegistered).toBe(false);

    // Cancelled: a change cannot bring it back, and a second cancel says there is none.
    const stale = await alertCall('PUT', spot.id, me.token, [60]);
    expect([stale.status, stale.body.result.code]).toEqual([404, 40400501]);
    const again = await alertCall('DELETE', spot.id, me.token);
    expect([again.status, again.body.result.code]).toEqual([404, 40400501]);
    expect(await rowsOf(me.user.id, spot.id)).toHaveLength(0);
  });

  it('keeps a reminder already sent when the times change, and removes only the pending ones not chosen', async () => {
    const spot = await spotOpeningIn(2 * 60); // 2 hours away: 24 hours before has passed
    const me = await createUser(ctx.db);
    await ctx.db.insert(reservationNotifications).values([
      { userId: me.user.id, spotId: spot.id, remindOffsetMinutes: 1440, sentAt: new Date(), outcome: 'SENT' },
      { userId: me.user.id, spotId: spot.id, remindOffsetMinutes: 60 },
    ]);
    const changed = await alertCall('PUT', spot.id, me.token, [10]);
    expect(changed.body.data).toEqual({ spotId: spot.id, remindOffsetMinutes: [1440, 10] });
    const rows = await rowsOf(me.user.id, spot.id);
    expect(rows.find((r) => r.remindOffsetMinutes === 1440)?.sentAt).not.toBeNull();
  });

  it("never touches another user's alert: a stranger's change or cancel answers 404 / 40400501", async () => {
    const spot = await spotOpeningIn(3 * 24 * 60);
    const owner = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    await register(spot.id, [1440, 60], owner.token);

    const read = await alertCall('GET', spot.id, stranger.token);
    expect(read.body.data).toEqual({ spotId: spot.id, remindOffsetMinutes: [] });
    const change = await alertCall('PUT', spot.id, stranger.token, [10]);
    expect([change.status, change.body.result.code]).toEqual([404, 40400501]);
    const cancel = await alertCall('DELETE', spot.id, stranger.token);
    expect([cancel.status, cancel.body.result.code]).toEqual([404, 40400501]);

    expect(await rowsOf(stranger.user.id, spot.id)).toHaveLength(0);
    const ownerRows = await rowsOf(owner.user.id, spot.id);
    expect(ownerRows.map((r) => r.remindOffsetMinutes).sort((x, y) => x - y)).toEqual([60, 1440]);
  });

  it('refuses bad input with its code and changes nothing; anonymous 401; never a 500', async () => {
    const spot = await spotOpeningIn(30);
    const me = await createUser(ctx.db);
    await register(spot.id, [10], me.token);
    for (const offsets of [[], [30], [10, 10], ['10'], undefined, [2147483648]]) {
      const res = await alertCall('PUT', spot.id, me.token, offsets);
      expect([JSON.stringify(offsets), res.status, res.body.result.code]).toEqual([
        JSON.stringify(offsets),
        400,
        40000000,
      ]);
    }
    const late = await alertCall('PUT', spot.id, me.token, [60, 10]);
    expect([late.status, late.body.result.code]).toEqual([400, 40000502]);
    expect(Object.keys((late.body.data as unknown as { fieldErrors: object }).fieldErrors)).toEqual([
      'json.remindOffsetMinutes.0',
    ]);
    expect((await rowsOf(me.user.id, spot.id)).map((r) => r.remindOffsetMinutes)).toEqual([10]);

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await alertCall(method, 'abc', me.token, [10])).status).toBe(400);
      expect((await alertCall(method, 2147483648, me.token, [10])).status).toBe(400);
      const anonymous = await alertCall(method, spot.id, undefined, [10]);
      expect([method, anonymous.status, anonymous.body.result.code]).toEqual([method, 401, 40100000]);
    }
    const unknown = await alertCall('GET', 987654, me.token);
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    const started = await spotOpeningIn(-5);
    await ctx.db
      .insert(reservationNotifications)
      .values({ userId: me.user.id, spotId: started.id, remindOffsetMinutes: 10 });
    const over = await alertCall('PUT', started.id, me.token, [10]);
    expect([over.status, over.body.result.code]).toEqual([400, 40000501]);
    // An alert for a pop-up that has started (or been hidden) can still be cancelled.
    expect((await alertCall('DELETE', started.id, me.token)).status).toBe(200);
  });
});
