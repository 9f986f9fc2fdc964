import { describe, expect, it } from 'vitest';
import type { QueueBestTimes } from '@/api/contracts/queue-best-times';
import type { QueueTicket } from '@/api/contracts/queues';
import type { SpotMapResult, SpotSearchResult } from '@/api/contracts/search';
import type { SpotQueue } from '@/api/contracts/spots';
import { isoWeekday } from '@/lib/best-times';
import { queueTickets, spotQueues, spotViewLogs } from '@/server/db/schema';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const MIN = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MIN);

type Status = NonNullable<(typeof queueTickets.$inferInsert)['status']>;
type Line = typeof spotQueues.$inferInsert;

/**
 * A line with a recent history: `entered` teams called every 4 minutes up to 2 minutes ago,
 * `noShows` more called in between who did not come, then the teams still in line (the
 * first of them already called a minute ago when `called`). Numbers follow the calls.
 */
async function lineWithHistory(
  spotId: number,
  line: Omit<Line, 'spotId' | 'title'> & { title?: string },
  history: { entered: number; noShows?: number; called?: boolean; waiting: number },
) {
  const [queue] = await ctx.db
    .insert(spotQueues)
    .values({ spotId, title: '현장 대기', ...line })
    .returning();
  const regular = await createUser(ctx.db);
  const calls: { status: Status; calledAt: Date }[] = [];
  for (let j = 0; j < history.entered; j++) calls.push({ status: 'ENTERED', calledAt: ago(2 + 4 * j) });
  for (let j = 0; j < (history.noShows ?? 0); j++)
    calls.push({ status: 'NO_SHOW', calledAt: ago(3 + 4 * (2 + 3 * j)) });
  calls.sort((a, b) => a.calledAt.getTime() - b.calledAt.getTime());
  const active: Status[] = [
    ...(history.called ? ['CALLED' as const] : []),
    ...Array<Status>(history.waiting).fill('REGISTERED'),
  ];
  const people = await Promise.all(active.map(() => createUser(ctx.db)));
  const rows = [
    ...calls.map((c, i) => ({
      queueId: queue.id,
      userId: regular.user.id,
      ticketNumber: i + 1,
      status: c.status,
      calledAt: c.calledAt,
      createdAt: new Date(c.calledAt.getTime() - 30 * MIN),
    })),
    ...active.map((status, i) => ({
      queueId: queue.id,
      userId: people[i].user.id,
      ticketNumber: calls.length + i + 1,
      status,
      calledAt: status === 'CALLED' ? ago(1) : null,
    })),
  ];
  const tickets = await ctx.db.insert(queueTickets).values(rows).returning();
  return { queue, people, tickets: tickets.slice(calls.length) };
}

describe('estimated waits', () => {
  it("GET /v1/spots/{id}/spot-queues: the wait for someone joining now, from the line's calls and no-shows", async () => {
    const spot = await insertSpot(ctx.db);
    // Every 4 minutes, 3 of 15 called did not come: 6 teams waiting shrink to 4.8, plus my
    // own call, 5.8 intervals of 4 minutes = 23.2, shown as 25.
    const main = await lineWithHistory(
      spot.id,
      { status: 'IN_PROGRESS' },
      { entered: 12, noShows: 3, called: true, waiting: 5 },
    );
    // Three calls are two intervals: too little to tell.
    const thin = await lineWithHistory(
      spot.id,
      { status: 'IN_PROGRESS', title: '굿즈 대기' },
      { entered: 3, waiting: 2 },
    );
    const paused = await lineWithHistory(spot.id, { status: 'HOLD', title: '포토존' }, { entered: 12, waiting: 2 });
    const [ready] = await ctx.db
      .insert(spotQueues)
      .values({ spotId: spot.id, title: '바로 입장', status: 'READY' })
      .returning();

    const res = await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((q) => [q.id, q.status, q.currentTeamCount, q.estimatedWaitMinutes])).toEqual([
      [main.queue.id, 'IN_PROGRESS', 6, 25],
      [thin.queue.id, 'IN_PROGRESS', 2, null],
      // Paused: nobody is being called, so no estimate; READY: walk in now.
      [paused.queue.id, 'HOLD', 2, null],
      [ready.id, 'READY', 0, 0],
    ]);
  });

  it('GET /v1/users/spot-queues/{id}: my wait from the teams ahead of me, only while I wait', async () => {
    const spot = await insertSpot(ctx.db);
    const { people, tickets } = await lineWithHistory(
      spot.id,
      { status: 'IN_PROGRESS' },
      { entered: 12, noShows: 3, called: true, waiting: 5 },
    );
    const mine = async (i: number) =>
      (
        await call<QueueTicket>(ctx.app, 'GET', `/api/v1/users/spot-queues/${tickets[i].id}`, {
          token: people[i].token,
        })
      ).body.data;
    // Third in line: two still waiting ahead (the called team is on its way in and needs no call,
    // decision 059), 1.6 of whom will come, and my call: 2.6 intervals of 4 minutes = 10.4 -> 10.
    expect(await mine(3)).toMatchObject({
      status: 'REGISTERED',
      teamsAhead: 2,
      calledAhead: 1,
      estimatedWaitMinutes: 10,
    });
    // First in line behind the called team: the next call is mine, 1 interval = 4 minutes.
    expect(await mine(1)).toMatchObject({
      status: 'REGISTERED',
      teamsAhead: 0,
      calledAhead: 1,
      estimatedWaitMinutes: 4,
    });
    // Called: no more waiting to estimate.
    expect(await mine(0)).toMatchObject({ status: 'CALLED', estimatedWaitMinutes: null });

    // My list and summary answer the same tickets the same way.
    const list = await call<{ content: QueueTicket[] }>(ctx.app, 'GET', '/api/v1/users/spot-queues', {
      token: people[3].token,
    });
    expect(list.body.data.content.map((t) => t.estimatedWaitMinutes)).toEqual([10]);
  });

  it('GET /v1/spots and /v1/spots/map: the open line of each pop-up with teams and wait, null without one', async () => {
    const busy = await insertSpot(ctx.db, { title: '대기 예측 팝업' });
    const thin = await insertSpot(ctx.db, { title: '기록 적은 팝업' });
    const walkIn = await insertSpot(ctx.db, { title: '바로 입장 팝업' });
    const paused = await insertSpot(ctx.db, { title: '쉬는 중 팝업' });
    const none = await insertSpot(ctx.db, { title: '대기 없는 팝업' });
    await lineWithHistory(busy.id, { status: 'IN_PROGRESS' }, { entered: 12, noShows: 3, called: true, waiting: 5 });
    // A second, shorter open line of the same pop-up: the card shows the longer one.
    await lineWithHistory(busy.id, { status: 'IN_PROGRESS', title: '굿즈 대기' }, { entered: 12, waiting: 1 });
    await lineWithHistory(thin.id, { status: 'IN_PROGRESS' }, { entered: 2, waiting: 3 });
    await ctx.db.insert(spotQueues).values({ spotId: walkIn.id, title: '입장', status: 'READY' });
    await lineWithHistory(paused.id, { status: 'HOLD' }, { entered: 12, waiting: 4 });

    const expected = {
      [busy.id]: { status: 'IN_PROGRESS', teamCount: 6, estimatedWaitMinutes: 25 },
      [thin.id]: { status: 'IN_PROGRESS', teamCount: 3, estimatedWaitMinutes: null },
      [walkIn.id]: { status: 'READY', teamCount: 0, estimatedWaitMinutes: 0 },
      [paused.id]: null,
      [none.id]: null,
    };
    const list = await call<SpotSearchResult>(ctx.app, 'GET', '/api/v1/spots?size=50');
    expect(list.status).toBe(200);
    const listed = Object.fromEntries(list.body.data.content.map((item) => [item.id, item.queue]));
    for (const [id, queue] of Object.entries(expected)) expect(listed[id]).toEqual(queue);

    const map = await call<SpotMapResult>(
      ctx.app,
      'GET',
      '/api/v1/spots/map?swLat=37.5&swLng=127&neLat=37.6&neLng=127.1',
    );
    expect(map.status).toBe(200);
    const mapped = Object.fromEntries(map.body.data.content.map((item) => [item.id, item.queue]));
    for (const [id, queue] of Object.entries(expected)) expect(mapped[id]).toEqual(queue);
  });
});

describe('GET /api/v1/spots/{id}/spot-queues/best-times', () => {
  /** An instant on a Seoul day `offset` days from today at hour:30 Seoul time. */
  const seoulAt = (offset: number, hour: number) =>
    new Date(`${seoulDay(offset)}T${String(hour).padStart(2, '0')}:30:00+09:00`);

  it("averages the line's joins by weekday and hour over the days it ran, and names the quietest and busiest", async () => {
    const spot = await insertSpot(ctx.db);
    const [queue] = await ctx.db.insert(spotQueues).values({ spotId: spot.id, title: '현장 대기' }).returning();
    const { user } = await createUser(ctx.db);
    // Two weeks before today: three teams at lunch and one at six every day, six more at
    // two on Saturdays; and today's, which does not count (the day is not over).
    const joins: Date[] = [];
    for (let d = 1; d <= 14; d++) {
      joins.push(seoulAt(-d, 12), seoulAt(-d, 12), seoulAt(-d, 12), seoulAt(-d, 18));
      if (isoWeekday(seoulDay(-d)) === 6) for (let k = 0; k < 6; k++) joins.push(seoulAt(-d, 14));
    }
    const midnight = Date.parse(`${seoulDay(0)}T00:00:00+09:00`);
    for (let k = 0; k < 20; k++) joins.push(new Date(Math.max(midnight, Date.now() - k * MIN)));
    await ctx.db.insert(queueTickets).values(
      joins.map((createdAt, i) => ({
        queueId: queue.id,
        userId: user.id,
        ticketNumber: i + 1,
        status: 'ENTERED' as const,
        createdAt,
      })),
    );

    const res = await call<QueueBestTimes>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues/best-times`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      source: 'QUEUE',
      from: seoulDay(-14),
      to: seoulDay(-1),
      openHours: { from: 12, to: 18 },
      // Every weekday ran twice: one team at six is the quietest hour, Saturday at two the busiest.
      quietest: { weekday: 1, hour: 18 },
      busiest: { weekday: 6, hour: 14 },
    });
    expect(data.days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const day of data.days) {
      expect(day.hours).toHaveLength(24);
      expect([day.hours[12], day.hours[18], day.hours[14], day.hours[9]]).toEqual([3, 1, day.weekday === 6 ? 6 : 0, 0]);
    }
  });

  it('falls back to page views and votes where the line has little history, and says so', async () => {
    const spot = await insertSpot(ctx.db);
    const [queue] = await ctx.db.insert(spotQueues).values({ spotId: spot.id, title: '현장 대기' }).returning();
    const { user } = await createUser(ctx.db);
    await ctx.db.insert(queueTickets).values(
      [1, 2, 3].map((d) => ({
        queueId: queue.id,
        userId: user.id,
        ticketNumber: d,
        status: 'ENTERED' as const,
        createdAt: seoulAt(-d, 13),
      })),
    );
    const views = [];
    for (let d = 1; d <= 5; d++) {
      for (let k = 0; k < 6; k++) views.push({ spotId: spot.id, createdAt: seoulAt(-d, 15) });
      views.push({ spotId: spot.id, createdAt: seoulAt(-d, 11) }, { spotId: spot.id, createdAt: seoulAt(-d, 2) });
    }
    await ctx.db.insert(spotViewLogs).values(views);

    const res = await call<QueueBestTimes>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues/best-times`);
    expect(res.body.data).toMatchObject({
      source: 'INTEREST',
      from: seoulDay(-5),
      to: seoulDay(-1),
      // Views come at night too; the chart keeps to the hours pop-ups are open.
      openHours: { from: 10, to: 21 },
      busiest: { hour: 15 },
      quietest: { hour: 11 },
    });
  });

  it('has nothing to say about a pop-up with neither, and answers like the detail for bad ids', async () => {
    const spot = await insertSpot(ctx.db);
    const empty = await call<QueueBestTimes>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues/best-times`);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      source: null,
      from: null,
      to: null,
      days: [],
      openHours: null,
      quietest: null,
      busiest: null,
    });
    const hidden = await insertSpot(ctx.db, { activatedAt: null });
    const res = await call(ctx.app, 'GET', `/api/v1/spots/${hidden.id}/spot-queues/best-times`);
    expect([res.status, res.body.result.code]).toEqual([400, 40000001]);
    const unknown = await call(ctx.app, 'GET', '/api/v1/spots/987654/spot-queues/best-times');
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    expect((await call(ctx.app, 'GET', '/api/v1/spots/abc/spot-queues/best-times')).status).toBe(400);
  });
});
