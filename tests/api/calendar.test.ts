import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarFeed, CalendarFeedCreated } from '@/api/contracts/calendar';
import { picks, users } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

/** Parses with ical.js (an independent implementation) and lists the events. */
function parseEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate,
        end: event.endDate,
        location: event.location,
        alarms: component
          .getAllSubcomponents('valarm')
          .map((a) => (a.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds() / 60),
      };
    }),
  };
}

async function fetchText(path: string) {
  const res = await ctx.app.request(path);
  return { status: res.status, type: res.headers.get('content-type'), headers: res.headers, text: await res.text() };
}

const feedPath = (url: string) => new URL(url).pathname + new URL(url).search;

describe('calendar subscription', () => {
  it('makes a secret address whose feed holds my picks with reminders, parsed by ical.js', async () => {
    const me = await createUser(ctx.db);
    const popup = await insertSpot(ctx.db, {
      title: '성수 캐릭터 팝업',
      openDate: '2031-11-20',
      closeDate: '2031-11-30',
      roadAddress: '서울 성동구 연무장길 1',
      preReservationStartedAt: new Date('2031-11-10T11:00:00+09:00'),
      preReservationEndedAt: new Date('2031-11-12T18:00:00+09:00'),
    });
    const openEnded = await insertSpot(ctx.db, { title: '상시 전시', openDate: '2031-12-01', closeDate: null });
    const notMine = await insertSpot(ctx.db, { title: '남의 픽' });
    const other = await createUser(ctx.db);
    await ctx.db.insert(picks).values([
      { userId: me.user.id, type: 'POPUP', referenceId: popup.id },
      { userId: me.user.id, type: 'POPUP', referenceId: openEnded.id },
      { userId: other.user.id, type: 'POPUP', referenceId: notMine.id },
    ]);

    expect(
      (await call<CalendarFeed>(ctx.app, 'GET', '/api/v1/users/calendar-feed', { token: me.token })).body.data,
    ).toEqual({
      active: false,
      alarmOffsets: [1440, 60],
      rotatedAt: null,
    });
    const made = await call<CalendarFeedCreated>(ctx.app, 'POST', '/api/v1/users/calendar-feed', { token: me.token });
    expect(made.status).toBe(200);
    const { url, webcalUrl } = made.body.data;
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));
    await call(ctx.app, 'PUT', '/api/v1/users/calendar-feed/alarms', {
      token: me.token,
      body: { alarmOffsets: [10, 1440] },
    });

    const feed = await fetchText(feedPath(url));
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    expect(feed.headers.get('cache-control')).toMatch(/private/);
    const { calendar, events } = parseEvents(feed.text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Popspot 픽');
    expect(events.map((e) => e.summary).sort()).toEqual([
      '[사전예약] 성수 캐릭터 팝업',
      '상시 전시',
      '성수 캐릭터 팝업',
    ]);

    const period = events.find((e) => e.summary === '성수 캐릭터 팝업')!;
    expect(period.start.isDate).toBe(true);
    expect(period.start.toString()).toBe('2031-11-20');
    // DTEND of an all-day event is exclusive: the day after the closing day.
    expect(period.end.toString()).toBe('2031-12-01');
    expect(period.location).toBe('서울 성동구 연무장길 1');
    expect(period.alarms).toEqual([]);

    const window = events.find((e) => e.summary.startsWith('[사전예약]'))!;
    expect(window.start.isDate).toBe(false);
    expect(window.start.toJSDate().toISOString()).toBe('2031-11-10T02:00:00.000Z');
    expect(window.end.toJSDate().toISOString()).toBe('2031-11-12T09:00:00.000Z');
    // Reminders 10 minutes and a day before the window opens.
    expect(window.alarms.sort((a, b) => a - b)).toEqual([-1440, -10]);

    const open = events.find((e) => e.summary === '상시 전시')!;
    expect(open.start.toString()).toBe('2031-12-01');
    expect(open.end.toString()).toBe('2031-12-02');
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
  });

  it('writes the events in the language of the address', async () => {
    const me = await createUser(ctx.db);
    const popup = await insertSpot(ctx.db, { preReservationStartedAt: new Date(Date.now() + 86_400_000) });
    await ctx.db.insert(picks).values({ userId: me.user.id, type: 'POPUP', referenceId: popup.id });
    const made = await call<CalendarFeedCreated>(ctx.app, 'POST', '/api/v1/users/calendar-feed?lang=en', {
      token: me.token,
    });
    expect(made.body.data.url).toMatch(/\?lang=en$/);
    const { calendar, events } = parseEvents((await fetchText(feedPath(made.body.data.url))).text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Popspot picks');
    expect(events.some((e) => e.summary.startsWith('[Pre-booking]'))).toBe(true);
  });

  it('stops the old address when a new one is made, when stopped, and when the account is closed', async () => {
    const me = await createUser(ctx.db);
    const first = await call<CalendarFeedCreated>(ctx.app, 'POST', '/api/v1/users/calendar-feed', { token: me.token });
    const second = await call<CalendarFeedCreated>(ctx.app, 'POST', '/api/v1/users/calendar-feed', { token: me.token });
    expect(second.body.data.url).not.toBe(first.body.data.url);
    const old = await fetchText(feedPath(first.body.data.url));
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text).result.code).toBe(40400000);
    expect((await fetchText(feedPath(second.body.data.url))).status).toBe(200);
    const state = await call<CalendarFeed>(ctx.app, 'GET', '/api/v1/users/calendar-feed', { token: me.token });
    expect(state.body.data.active).toBe(true);

    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, me.user.id));
    expect((await fetchText(feedPath(second.body.data.url))).status).toBe(404);

    const other = await createUser(ctx.db);
    const made = await call<CalendarFeedCreated>(ctx.app, 'POST', '/api/v1/users/calendar-feed', {
      token: other.token,
    });
    expect((await call(ctx.app, 'DELETE', '/api/v1/users/calendar-feed', { token: other.token })).status).toBe(200);
    expect((await fetchText(feedPath(made.body.data.url))).status).toBe(404);
    const after = await call<CalendarFeed>(ctx.app, 'GET', '/api/v1/users/calendar-feed', { token: other.token });
    expect(after.body.data.active).toBe(false);
  });

  it('refuses bad reminders, reminders without a subscription, and made-up addresses', async () => {
    const me = await createUser(ctx.db);
    const without = await call(ctx.app, 'PUT', '/api/v1/users/calendar-feed/alarms', {
      token: me.token,
      body: { alarmOffsets: [60] },
    });
    expect(without.status).toBe(404);
    await call(ctx.app, 'POST', '/api/v1/users/calendar-feed', { token: me.token });
    for (const alarmOffsets of [[30], [60, 60], 'soon']) {
      const res = await call(ctx.app, 'PUT', '/api/v1/users/calendar-feed/alarms', {
        token: me.token,
        body: { alarmOffsets },
      });
      expect(res.status).toBe(400);
      expect(res.body.result.code).toBe(40000000);
    }
    const none = await call<CalendarFeed>(ctx.app, 'PUT', '/api/v1/users/calendar-feed/alarms', {
      token: me.token,
      body: { alarmOffsets: [] },
    });
    expect(none.body.data.alarmOffsets).toEqual([]);
    expect((await fetchText(`/api/v1/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetchText('/api/v1/calendar/short.ics')).status).toBe(400);
  });

  it('refuses anonymous callers on every subscription route with 40100000', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/users/calendar-feed'],
      ['POST', '/api/v1/users/calendar-feed'],
      ['PUT', '/api/v1/users/calendar-feed/alarms'],
      ['DELETE', '/api/v1/users/calendar-feed'],
    ] as const) {
      const res = await call(ctx.app, method, path, { body: method === 'PUT' ? { alarmOffsets: [] } : undefined });
      expect(res.status, path).toBe(401);
      expect(res.body.result.code, path).toBe(40100000);
    }
  });
});

describe('GET /api/v1/spots/{id}/calendar.ics', () => {
  it('downloads a public pop-up’s events, and 404 for a hidden one', async () => {
    const popup = await insertSpot(ctx.db, { title: '전시 팝업', openDate: '2031-05-01', closeDate: '2031-05-03' });
    const res = await fetchText(`/api/v1/spots/${popup.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="popspot-${popup.id}.ics"`);
    const { events } = parseEvents(res.text);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ summary: '전시 팝업' });
    expect(events[0].start.toString()).toBe('2031-05-01');
    expect(events[0].end.toString()).toBe('2031-05-04');

    const hidden = await insertSpot(ctx.db, { activatedAt: null });
    expect((await fetchText(`/api/v1/spots/${hidden.id}/calendar.ics`)).status).toBe(404);
  });
});
