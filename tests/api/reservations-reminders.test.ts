import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { NotificationPage } from '@/api/contracts/notifications';
import type { ReservationDetail } from '@/api/contracts/reservations';
import { resetServerEnvForTests } from '@/server/env';
import { eraseBookerDetails } from '@/server/jobs/erase-booker-details';
import { sendReservationReminders } from '@/server/jobs/send-reservation-reminders';
import { notifications, notificationSettings, popspotReservations } from '@/server/db/schema';
import { startFakePushService } from '../utils/fake-push-service';
import { book, popspotSpot, reservedCountOf, slotOf } from '../utils/reservation-kit';
import { call, createUser, setupTestApp } from '../utils/test-app';

// Decision 043: the reminder three hours before a booking, sent once; what account deletion
// and the retention period do to bookings.

const ctx = setupTestApp();
const isPostgres = inject('databaseTemplate').engine === 'postgres';
const MINUTE = 60_000;

/** A user's booking in two days' time (15:00 Seoul), made now through the API. */
async function booking(time = '15:00:00') {
  const spot = await popspotSpot(ctx.db, { title: '리마인더 팝업' });
  const slot = await slotOf(ctx.db, spot.id, { dayOffset: 2, time });
  const user = await createUser(ctx.db);
  const res = await book(ctx.app, user.token, { slotId: slot.id, partySize: 2 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    spot,
    userId: user.user.id,
    token: user.token,
    reservation: res.body.data,
    startsAt: new Date(res.body.data.startsAt),
  };
}

const remindersOf = (userIds: number[]) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.messageKey, 'reservationReminder')));

async function rowOf(id: number) {
  const [row] = await ctx.db.select().from(popspotReservations).where(eq(popspotReservations.id, id));
  return row;
}

describe('the reservation reminder', () => {
  it('is sent once, three hours before the visit, in the reader language', async () => {
    const { userId, token, reservation, startsAt } = await booking();
    const early = new Date(startsAt.getTime() - 181 * MINUTE);
    expect(await sendReservationReminders({ now: early, userId })).toEqual({ SENT: 0, SUPPRESSED: 0 });

    const due = new Date(startsAt.getTime() - 179 * MINUTE);
    expect(await sendReservationReminders({ now: due, userId })).toEqual({ SENT: 1, SUPPRESSED: 0 });
    expect(await sendReservationReminders({ now: new Date(due.getTime() + 60 * MINUTE), userId })).toEqual({
      SENT: 0,
      SUPPRESSED: 0,
    });
    const notes = await remindersOf([userId]);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      group: 'POPUP',
      link: `/myreservation/${reservation.id}`,
      title: '‘리마인더 팝업’ 방문 3시간 전이에요',
      body: '오늘 15:00 예약이에요. 입구에서 입장 QR을 보여 주세요.',
      readAt: null,
    });
    expect((await rowOf(reservation.id)).reminderSentAt).toEqual(due);

    const english = await call<NotificationPage>(ctx.app, 'GET', '/api/v2/users/notifications?lang=en', {
      token,
    });
    expect(english.body.data.content[0].title).toBe('Your visit to ‘리마인더 팝업’ is in 3 hours');
  });

  it('is never sent late, nor for a cancelled booking, nor for one made inside the three hours', async () => {
    const late = await booking();
    const after = new Date(late.startsAt.getTime() + MINUTE);
    expect(await sendReservationReminders({ now: after, userId: late.userId })).toEqual({ SENT: 0, SUPPRESSED: 0 });

    const dropped = await booking();
    await call(ctx.app, 'PATCH', `/api/v1/users/reservations/${dropped.reservation.id}`, { token: dropped.token });
    const due = new Date(dropped.startsAt.getTime() - 60 * MINUTE);
    expect(await sendReservationReminders({ now: due, userId: dropped.userId })).toEqual({ SENT: 0, SUPPRESSED: 0 });

    // Booked 2 hours before its slot: the confirmation was just on screen.
    const lastMinute = await popspotSpot(ctx.db);
    const soon = await slotOf(ctx.db, lastMinute.id, { at: new Date(Date.now() + 120 * MINUTE) });
    const me = await createUser(ctx.db);
    expect((await book(ctx.app, me.token, { slotId: soon.id })).status).toBe(200);
    expect(await sendReservationReminders({ userId: me.user.id })).toEqual({ SENT: 0, SUPPRESSED: 0 });
    expect(await remindersOf([late.userId, dropped.userId, me.user.id])).toHaveLength(0);
  });

  it('is not sent to someone who switched pre-reservation alerts off, and never later either', async () => {
    const { userId, reservation, startsAt } = await booking();
    await ctx.db.insert(notificationSettings).values({ userId, group: 'POPUP', isActivated: false });
    const due = new Date(startsAt.getTime() - 100 * MINUTE);
    expect(await sendReservationReminders({ now: due, userId })).toEqual({ SENT: 0, SUPPRESSED: 1 });
    expect((await rowOf(reservation.id)).reminderSentAt).not.toBeNull();
    await ctx.db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
    expect(await sendReservationReminders({ now: due, userId })).toEqual({ SENT: 0, SUPPRESSED: 0 });
    expect(await remindersOf([userId])).toHaveLength(0);
  });

  it('is delivered exactly once with several workers at the same time, and after a crashed worker', async () => {
    const bookings = await Promise.all(Array.from({ length: 12 }, () => booking()));
    const due = (b: (typeof bookings)[number]) => new Date(b.startsAt.getTime() - 120 * MINUTE);
    const runs = await Promise.all(
      [0, 1, 2].map(() =>
        Promise.all(bookings.map((b) => sendReservationReminders({ now: due(b), userId: b.userId }))).then((all) =>
          all.reduce((sum, r) => sum + r.SENT, 0),
        ),
      ),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(12);
    expect(await remindersOf(bookings.map((b) => b.userId))).toHaveLength(12);

    const crashed = await booking();
    await expect(
      sendReservationReminders({
        now: due(crashed),
        userId: crashed.userId,
        beforeCommit: () => {
          throw new Error('the process died');
        },
      }),
    ).rejects.toThrow('the process died');
    expect(await remindersOf([crashed.userId])).toHaveLength(0);
    expect((await rowOf(crashed.reservation.id)).reminderSentAt).toBeNull();
    await sendReservationReminders({ now: due(crashed), userId: crashed.userId });
    await sendReservationReminders({ now: due(crashed), userId: crashed.userId });
    expect(await remindersOf([crashed.userId])).toHaveLength(1);
  });

  it.runIf(isPostgres)('skips a booking another worker holds, and sends it when that worker dies', async () => {
    const { userId, startsAt } = await booking();
    const now = new Date(startsAt.getTime() - 30 * MINUTE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const claimedSignal = new Promise<void>((resolve) => (claimed = resolve));
    const first = sendReservationReminders({
      now,
      userId,
      beforeCommit: async () => {
        claimed();
        await held;
        throw new Error('killed mid-way');
      },
    });
    await claimedSignal;
    expect(await sendReservationReminders({ now, userId })).toEqual({ SENT: 0, SUPPRESSED: 0 });
    release();
    await expect(first).rejects.toThrow('killed mid-way');
    expect(await sendReservationReminders({ now, userId })).toEqual({ SENT: 1, SUPPRESSED: 0 });
  });

  describe('as a Web Push', () => {
    const ENV = ['WEB_PUSH_VAPID_PUBLIC_KEY', 'WEB_PUSH_VAPID_PRIVATE_KEY', 'WEB_PUSH_EXTRA_HOSTS'] as const;
    const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
    let push: Awaited<ReturnType<typeof startFakePushService>>;
    const vapid = webpush.generateVAPIDKeys();

    beforeAll(async () => {
      push = await startFakePushService();
      Object.assign(process.env, {
        WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
        WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
        WEB_PUSH_EXTRA_HOSTS: push.host,
      });
      resetServerEnvForTests();
    });
    afterAll(async () => {
      for (const key of ENV) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      resetServerEnvForTests();
      await push.close();
    });

    it('reaches the browser in the language it subscribed in, once', async () => {
      const { userId, token, reservation, startsAt } = await booking('11:30:00');
      const browser = push.browser('/push/reservation-ja');
      const subscribed = await call(ctx.app, 'PUT', '/api/v1/users/push-subscriptions', {
        token,
        body: { ...browser.subscription, lang: 'ja' },
      });
      expect(subscribed.status).toBe(200);
      const now = new Date(startsAt.getTime() - 170 * MINUTE);
      await sendReservationReminders({ now, userId });
      await sendReservationReminders({ now, userId });
      const delivered = push.received.filter((p) => p.path === '/push/reservation-ja');
      expect(delivered).toHaveLength(1);
      expect(browser.read(delivered[0])).toEqual({
        title: '‘리마인더 팝업’ 来場の3時間前です',
        body: '本日11:30のご予約です。入口で入場QRを見せてください。',
        link: `/myreservation/${reservation.id}`,
        tag: `reservation-${reservation.id}`,
      });
    });
  });
});

describe('bookings and the booker details over time', () => {
  it('cancels coming bookings and frees their places when the account is deleted, and erases the booker', async () => {
    const spot = await popspotSpot(ctx.db);
    const coming = await slotOf(ctx.db, spot.id, { dayOffset: 3, capacity: 6 });
    const past = await slotOf(ctx.db, spot.id, { dayOffset: -3, capacity: 6, reserved: 2 });
    const leaving = await createUser(ctx.db);
    const staying = await createUser(ctx.db);
    const mine = (await book(ctx.app, leaving.token, { slotId: coming.id, partySize: 3 })).body.data;
    const theirs = (await book(ctx.app, staying.token, { slotId: coming.id, partySize: 2 })).body.data;
    const [visited] = await ctx.db
      .insert(popspotReservations)
      .values({
        spotId: spot.id,
        slotId: past.id,
        userId: leaving.user.id,
        partySize: 2,
        status: 'VISITED',
        visitedAt: new Date(),
        bookerName: '김방문',
        bookerPhone: '01011112222',
        privacyConsentedAt: new Date(),
        privacyConsentVersion: '2026-11-01',
      })
      .returning();
    expect(await reservedCountOf(ctx.db, coming.id)).toBe(5);

    const deleted = await call(ctx.app, 'DELETE', '/api/v1/users/me', { token: leaving.token });
    expect(deleted.status).toBe(200);
    expect(await reservedCountOf(ctx.db, coming.id)).toBe(2);
    expect(await rowOf(mine.id)).toMatchObject({ status: 'CANCELED', bookerName: null, bookerPhone: null });
    // The visit stays for the organiser's counts, without the person.
    expect(await rowOf(visited.id)).toMatchObject({ status: 'VISITED', bookerName: null, bookerPhone: null });
    expect(await reservedCountOf(ctx.db, past.id)).toBe(2);
    expect(await rowOf(theirs.id)).toMatchObject({ status: 'RESERVED', bookerName: '김예약' });
    // The freed places are bookable again.
    const next = await createUser(ctx.db);
    expect((await book(ctx.app, next.token, { slotId: coming.id, partySize: 4 })).status).toBe(200);
  });

  it('erases the booker name and number 30 days after the visit', async () => {
    const spot = await popspotSpot(ctx.db);
    const old = await slotOf(ctx.db, spot.id, { dayOffset: -31 });
    const recent = await slotOf(ctx.db, spot.id, { dayOffset: -29 });
    const user = await createUser(ctx.db);
    const details = {
      spotId: spot.id,
      userId: user.user.id,
      status: 'VISITED' as const,
      bookerName: '김보관',
      bookerPhone: '01033334444',
      privacyConsentedAt: new Date(),
      privacyConsentVersion: '2026-11-01',
    };
    const [gone, kept] = await ctx.db
      .insert(popspotReservations)
      .values([
        { ...details, slotId: old.id },
        { ...details, slotId: recent.id },
      ])
      .returning();
    expect(await eraseBookerDetails()).toBeGreaterThanOrEqual(1);
    expect(await rowOf(gone.id)).toMatchObject({ bookerName: null, bookerPhone: null, status: 'VISITED' });
    expect(await rowOf(kept.id)).toMatchObject({ bookerName: '김보관', bookerPhone: '01033334444' });
    const mine = await call<ReservationDetail>(ctx.app, 'GET', `/api/v1/users/reservations/${gone.id}`, {
      token: user.token,
    });
    expect(mine.body.data).toMatchObject({ bookerName: null, bookerPhone: null, entryToken: null });
  });
});
