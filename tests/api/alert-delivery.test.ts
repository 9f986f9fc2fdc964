import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { NotificationPage } from '@/api/contracts/notifications';
import { dispatchReservationAlerts } from '@/server/jobs/dispatch-reservation-alerts';
import {
  keywords,
  notifications,
  notificationSettings,
  pushSubscriptions,
  reservationNotifications,
} from '@/server/db/schema';
import { resetServerEnvForTests } from '@/server/env';
import { insertSpot } from '../utils/fixtures';
import { startFakePushService } from '../utils/fake-push-service';
import { call, createUser, setupTestApp } from '../utils/test-app';

const MINUTE = 60_000;
const ctx = setupTestApp();
const isPostgres = inject('databaseTemplate').engine === 'postgres';

/** A pop-up whose pre-reservation opens at `startsAt`, and users with alerts on it. */
async function alertScenario(startsAt: Date, offsets: number[], people = 1, spot?: { activatedAt?: Date | null }) {
  const row = await insertSpot(ctx.db, {
    title: '알림 테스트 팝업',
    preReservationStartedAt: startsAt,
    preReservationEndedAt: new Date(startsAt.getTime() + 7 * 24 * 60 * MINUTE),
    preReservationLink: 'https://example.com/reserve',
    ...spot,
  });
  const users = [];
  for (let i = 0; i < people; i += 1) {
    const user = await createUser(ctx.db);
    await ctx.db
      .insert(reservationNotifications)
      .values(offsets.map((remindOffsetMinutes) => ({ userId: user.user.id, spotId: row.id, remindOffsetMinutes })));
    users.push(user);
  }
  return { spot: row, users };
}

const alertsOf = (userIds: number[]) =>
  ctx.db
    .select()
    .from(reservationNotifications)
    .where(inArray(reservationNotifications.userId, userIds))
    .orderBy(reservationNotifications.remindOffsetMinutes);

const popupNotes = (userIds: number[]) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.group, 'POPUP')));

describe('pre-reservation alert delivery', () => {
  it('sends an alert once from its time until the window opens, in the reader language', async () => {
    const startsAt = new Date(Date.now() + 3 * 24 * 60 * MINUTE);
    const { spot, users } = await alertScenario(startsAt, [1440, 60]);
    const [me] = users;

    const early = new Date(startsAt.getTime() - 1441 * MINUTE);
    await dispatchReservationAlerts({ now: early, userId: me.user.id });
    expect(await popupNotes([me.user.id])).toHaveLength(0);

    const dayBefore = new Date(startsAt.getTime() - 1439 * MINUTE);
    expect(await dispatchReservationAlerts({ now: dayBefore, userId: me.user.id })).toMatchObject({ SENT: 1 });
    await dispatchReservationAlerts({ now: new Date(dayBefore.getTime() + MINUTE), userId: me.user.id });
    const notes = await popupNotes([me.user.id]);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      spotId: spot.id,
      link: `/popup/${spot.id}`,
      messageKey: 'reservationAlert1440',
      title: '‘알림 테스트 팝업’ 사전예약이 내일 이 시간에 시작해요',
      readAt: null,
    });
    const alerts = await alertsOf([me.user.id]);
    expect(alerts.map((a) => [a.remindOffsetMinutes, a.outcome])).toEqual([
      [60, null],
      [1440, 'SENT'],
    ]);

    const english = await call<NotificationPage>(ctx.app, 'GET', '/api/v2/users/notifications?lang=en', {
      token: me.token,
    });
    expect(english.body.data.content[0].title).toMatch(/^Pre-booking for/);
    const unread = await call<{ existsUnread: boolean }>(ctx.app, 'GET', '/api/v1/users/notifications/unread', {
      token: me.token,
    });
    expect(unread.body.data.existsUnread).toBe(true);

    const hourBefore = new Date(startsAt.getTime() - 59 * MINUTE);
    await dispatchReservationAlerts({ now: hourBefore, userId: me.user.id });
    expect((await popupNotes([me.user.id])).map((n) => n.messageKey).sort()).toEqual([
      'reservationAlert1440',
      'reservationAlert60',
    ]);
  });

  it('never sends after the window opened, and sends only the nearest of alerts due together', async () => {
    const startsAt = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    const late = await alertScenario(startsAt, [1440, 60, 10]);
    const [lateUser] = late.users;
    // Down since before the first alert; back 5 minutes before the start: one alert, the nearest.
    const result = await dispatchReservationAlerts({
      now: new Date(startsAt.getTime() - 5 * MINUTE),
      userId: lateUser.user.id,
    });
    expect(result).toEqual({ SENT: 1, SUPPRESSED: 0, SUPERSEDED: 2, MISSED: 0 });
    const notes = await popupNotes([lateUser.user.id]);
    expect(notes.map((n) => n.messageKey)).toEqual(['reservationAlert10']);

    const missed = await alertScenario(startsAt, [1440, 10]);
    const [missedUser] = missed.users;
    const after = await dispatchReservationAlerts({
      now: new Date(startsAt.getTime() + MINUTE),
      userId: missedUser.user.id,
    });
    expect(after).toEqual({ SENT: 0, SUPPRESSED: 0, SUPERSEDED: 0, MISSED: 2 });
    expect(await popupNotes([missedUser.user.id])).toHaveLength(0);
  });

  it('suppresses alerts of users who switched pre-reservation alerts off, and waits while the pop-up is hidden', async () => {
    const startsAt = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    const { users } = await alertScenario(startsAt, [60]);
    const [quiet] = users;
    await ctx.db.insert(notificationSettings).values({ userId: quiet.user.id, group: 'POPUP', isActivated: false });
    const due = new Date(startsAt.getTime() - 30 * MINUTE);
    expect(await dispatchReservationAlerts({ now: due, userId: quiet.user.id })).toMatchObject({ SUPPRESSED: 1 });
    expect(await popupNotes([quiet.user.id])).toHaveLength(0);

    const hidden = await alertScenario(startsAt, [60], 1, { activatedAt: null });
    const [waiting] = hidden.users;
    expect(await dispatchReservationAlerts({ now: due, userId: waiting.user.id })).toMatchObject({ SENT: 0 });
    expect((await alertsOf([waiting.user.id]))[0].outcome).toBeNull();
  });

  it('delivers each alert exactly once with several workers running at the same time', async () => {
    const startsAt = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    const { users } = await alertScenario(startsAt, [60], 30);
    const ids = users.map((u) => u.user.id);
    const now = new Date(startsAt.getTime() - 30 * MINUTE);
    // Scoped to these users (other tests' rows are theirs), three workers at once.
    const runs = await Promise.all(
      [0, 1, 2].map(() =>
        Promise.all(users.map((u) => dispatchReservationAlerts({ now, userId: u.user.id }))).then((all) =>
          all.reduce((sum, r) => sum + r.SENT, 0),
        ),
      ),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(30);
    const notes = await popupNotes(ids);
    expect(notes).toHaveLength(30);
    expect(new Set(notes.map((n) => n.userId)).size).toBe(30);
  });

  it('sends what a crashed worker had claimed, once, on the next run', async () => {
    const startsAt = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    const { users } = await alertScenario(startsAt, [10], 5);
    const ids = users.map((u) => u.user.id);
    const now = new Date(startsAt.getTime() - 5 * MINUTE);
    for (const u of users) {
      await expect(
        dispatchReservationAlerts({
          now,
          userId: u.user.id,
          beforeCommit: () => {
            throw new Error('the process died');
          },
        }),
      ).rejects.toThrow('the process died');
    }
    expect(await popupNotes(ids)).toHaveLength(0);
    expect((await alertsOf(ids)).every((a) => a.sentAt === null)).toBe(true);
    for (const u of users) await dispatchReservationAlerts({ now, userId: u.user.id });
    for (const u of users) await dispatchReservationAlerts({ now, userId: u.user.id });
    expect(await popupNotes(ids)).toHaveLength(5);
  });

  it.runIf(isPostgres)('skips rows another worker holds, and takes them when that worker dies', async () => {
    const startsAt = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    const { users } = await alertScenario(startsAt, [10]);
    const [me] = users;
    const now = new Date(startsAt.getTime() - 5 * MINUTE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const claimedSignal = new Promise<void>((resolve) => (claimed = resolve));
    const first = dispatchReservationAlerts({
      now,
      userId: me.user.id,
      beforeCommit: async () => {
        claimed();
        await held;
        throw new Error('killed mid-way');
      },
    });
    await claimedSignal;
    // The second worker does not wait for the first: it skips the locked row.
    expect(await dispatchReservationAlerts({ now, userId: me.user.id })).toMatchObject({ SENT: 0 });
    release();
    await expect(first).rejects.toThrow('killed mid-way');
    expect(await dispatchReservationAlerts({ now, userId: me.user.id })).toMatchObject({ SENT: 1 });
    expect(await popupNotes([me.user.id])).toHaveLength(1);
  });
});

describe('Web Push', () => {
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

  it('gives browsers the public key, and refuses endpoints that are not push services', async () => {
    const config = await call<{ publicKey: string }>(ctx.app, 'GET', '/api/v1/push/config');
    expect(config.body.data.publicKey).toBe(vapid.publicKey);
    const me = await createUser(ctx.db);
    const browser = push.browser('/refused');
    for (const endpoint of [
      'https://evil.example/push',
      'http://169.254.169.254/latest',
      'https://fcm.googleapis.com:8443/x',
    ]) {
      const res = await call(ctx.app, 'PUT', '/api/v1/users/push-subscriptions', {
        token: me.token,
        body: { ...browser.subscription, endpoint },
      });
      expect(res.status).toBe(400);
      expect(res.body.result.code).toBe(40000000);
    }
    const anonymous = await call(ctx.app, 'PUT', '/api/v1/users/push-subscriptions', { body: browser.subscription });
    expect(anonymous.status).toBe(401);
  });

  it('pushes a due alert, encrypted for the browser, in the language it subscribed in', async () => {
    const startsAt = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    const { spot, users } = await alertScenario(startsAt, [60]);
    const [me] = users;
    const browser = push.browser('/push/me-en');
    const subscribed = await call(ctx.app, 'PUT', '/api/v1/users/push-subscriptions', {
      token: me.token,
      body: { ...browser.subscription, lang: 'en' },
    });
    expect(subscribed.status).toBe(200);

    await dispatchReservationAlerts({ now: new Date(startsAt.getTime() - 59 * MINUTE), userId: me.user.id });
    const delivered = push.received.filter((p) => p.path === '/push/me-en');
    expect(delivered).toHaveLength(1);
    expect(delivered[0].headers['content-encoding']).toBe('aes128gcm');
    expect(delivered[0].headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(delivered[0].headers.urgency).toBe('high');
    expect(browser.read(delivered[0])).toEqual({
      title: 'Pre-booking for ‘알림 테스트 팝업’ opens in an hour',
      body: expect.any(String),
      link: `/popup/${spot.id}`,
      tag: `reservation-alert-${spot.id}`,
    });
    const [row] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id));
    expect(row.lastSuccessAt).not.toBeNull();
  });

  it('pushes a keyword match when a pop-up is published, once', async () => {
    const follower = await createUser(ctx.db);
    await ctx.db.insert(keywords).values({ userId: follower.user.id, keyword: '푸시키워드' });
    const browser = push.browser('/push/keyword');
    await call(ctx.app, 'PUT', '/api/v1/users/push-subscriptions', {
      token: follower.token,
      body: { ...browser.subscription, lang: 'ko' },
    });
    const spot = await insertSpot(ctx.db, { title: '푸시키워드 팝업', activatedAt: null });
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    for (let i = 0; i < 2; i += 1) {
      const published = await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, {
        token: admin.token,
        body: { published: true },
      });
      expect(published.status).toBe(200);
    }
    const delivered = push.received.filter((p) => p.path === '/push/keyword');
    expect(delivered).toHaveLength(1);
    expect(browser.read(delivered[0])).toMatchObject({
      title: '‘푸시키워드’ 키워드 팝업 소식',
      body: '푸시키워드 팝업',
      link: `/popup/${spot.id}`,
    });
  });

  it('forgets a subscription the push service no longer knows, and one the user stops', async () => {
    const startsAt = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
    const { users } = await alertScenario(startsAt, [60]);
    const [me] = users;
    const gone = push.browser('/push/gone');
    const kept = push.browser('/push/kept');
    for (const b of [gone, kept]) {
      await call(ctx.app, 'PUT', '/api/v1/users/push-subscriptions', { token: me.token, body: b.subscription });
    }
    push.answer('/push/gone', 410);
    await dispatchReservationAlerts({ now: new Date(startsAt.getTime() - 30 * MINUTE), userId: me.user.id });
    const left = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id));
    expect(left.map((s) => s.endpoint)).toEqual([kept.subscription.endpoint]);
    // Someone else cannot unsubscribe my browser; I can.
    const other = await createUser(ctx.db);
    const body = { endpoint: kept.subscription.endpoint };
    await call(ctx.app, 'DELETE', '/api/v1/users/push-subscriptions', { token: other.token, body });
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id))).toHaveLength(
      1,
    );
    const stopped = await call(ctx.app, 'DELETE', '/api/v1/users/push-subscriptions', { token: me.token, body });
    expect(stopped.body.data).toEqual({ subscribed: false });
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id))).toHaveLength(
      0,
    );
  });
});

describe('the development clock route', () => {
  it("runs the job at the given instant for the caller's alerts only, and does not exist in production mode", async () => {
    const startsAt = new Date(Date.now() + 3 * 24 * 60 * MINUTE);
    const { users } = await alertScenario(startsAt, [1440], 2);
    const [me, other] = users;
    const now = new Date(startsAt.getTime() - 1000 * MINUTE).toISOString();
    const res = await call(ctx.app, 'POST', '/api/v1/dev/jobs/reservation-alerts', { token: me.token, body: { now } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ SENT: 1 });
    expect(await popupNotes([me.user.id])).toHaveLength(1);
    expect(await popupNotes([other.user.id])).toHaveLength(0);

    const saved = process.env.AUTH_DEV_LOGIN;
    process.env.AUTH_DEV_LOGIN = '0';
    resetServerEnvForTests();
    try {
      const off = await call(ctx.app, 'POST', '/api/v1/dev/jobs/reservation-alerts', {
        token: other.token,
        body: { now },
      });
      expect(off.status).toBe(404);
    } finally {
      if (saved === undefined) delete process.env.AUTH_DEV_LOGIN;
      else process.env.AUTH_DEV_LOGIN = saved;
      resetServerEnvForTests();
    }
  });
});
