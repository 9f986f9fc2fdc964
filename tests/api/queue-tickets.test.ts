import { describe, expect, it } from 'vitest';
import type { QueueTicket, QueueTicketList, QueueTicketSummary } from '@/api/contracts/queues';
import { queueTickets, spotFiles, spotQueues } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

/** A spot with one line, and tickets 1..5 of different people in the given statuses. */
async function lineWith(statuses: (typeof queueTickets.$inferInsert)['status'][]) {
  const spot = await insertSpot(ctx.db, { title: '말차 팝업' });
  const [queue] = await ctx.db
    .insert(spotQueues)
    .values({ spotId: spot.id, title: '현장 대기', status: 'IN_PROGRESS', teamCounter: statuses.length })
    .returning();
  const people = await Promise.all(statuses.map(() => createUser(ctx.db)));
  const tickets = await ctx.db
    .insert(queueTickets)
    .values(
      statuses.map((status, i) => ({
        queueId: queue.id,
        userId: people[i].user.id,
        ticketNumber: i + 1,
        partySize: 2,
        status,
        calledAt: status === 'CALLED' ? new Date() : null,
      })),
    )
    .returning();
  return { spot, queue, people, tickets };
}

describe('GET /api/v1/users/spot-queues/{id}', () => {
  it('answers my ticket with its queue, spot and the teams ahead of me', async () => {
    const { spot, queue, people, tickets } = await lineWith([
      'CALLED',
      'ENTERED',
      'REGISTERED',
      'CANCELED',
      'REGISTERED',
      'REGISTERED',
    ]);
    const res = await call<QueueTicket>(ctx.app, 'GET', `/api/v1/users/spot-queues/${tickets[4].id}`, {
      token: people[4].token,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.code).toBe(20000000);
    expect(res.body.data).toEqual({
      id: tickets[4].id,
      queue: { id: queue.id, title: '현장 대기', titleLocale: 'ko', status: 'IN_PROGRESS', arrivalMinutes: 5 },
      // Where the door is, for directions once called (decision 059).
      spot: {
        id: spot.id,
        title: '말차 팝업',
        file: null,
        address: spot.address,
        latitude: 37.5446,
        longitude: 127.0559,
      },
      ticketNumber: 5,
      partySize: 2,
      status: 'REGISTERED',
      // #3 still waits ahead of me; #1 was called and is on its way in (shown apart), #2 entered
      // and #4 left do not count, nor #6 behind me (decision 059).
      teamsAhead: 1,
      calledAhead: 1,
      // One call so far: too little history for an estimate (decision 041).
      estimatedWaitMinutes: null,
      createdAt: expect.any(String),
      calledAt: null,
      admittedAt: null,
      enteredAt: null,
      canceledAt: null,
      cancelReason: null,
      arriveBy: null,
    });

    // The pop-up's first hero image, once it has one.
    await ctx.db.insert(spotFiles).values([
      { spotId: spot.id, kind: 'DETAIL', path: 'spots/detail.webp', sortOrder: 0 },
      { spotId: spot.id, kind: 'HERO', path: 'spots/hero-2.webp', sortOrder: 2 },
      { spotId: spot.id, kind: 'HERO', path: 'spots/hero-1.webp', sortOrder: 1 },
    ]);
    const first = await call<QueueTicket>(ctx.app, 'GET', `/api/v1/users/spot-queues/${tickets[2].id}`, {
      token: people[2].token,
    });
    expect(first.body.data.spot.file?.path).toBe('/api/files/spots/hero-1.webp');
    expect([first.body.data.teamsAhead, first.body.data.calledAhead]).toEqual([0, 1]);
    // Called: it's my turn next, nobody is ahead.
    const called = await call<QueueTicket>(ctx.app, 'GET', `/api/v1/users/spot-queues/${tickets[0].id}`, {
      token: people[0].token,
    });
    expect([called.body.data.status, called.body.data.teamsAhead]).toEqual(['CALLED', 0]);
    expect(called.body.data.calledAt).toEqual(expect.any(String));
  });

  it("answers 404 for someone else's ticket and an unknown id, 400 for a non-numeric id, 401 anonymous", async () => {
    const { people, tickets } = await lineWith(['REGISTERED', 'REGISTERED']);
    const theirs = await call(ctx.app, 'GET', `/api/v1/users/spot-queues/${tickets[1].id}`, { token: people[0].token });
    expect([theirs.status, theirs.body.result.code]).toEqual([404, 40400000]);
    const unknown = await call(ctx.app, 'GET', '/api/v1/users/spot-queues/987654', { token: people[0].token });
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    const bad = await call(ctx.app, 'GET', '/api/v1/users/spot-queues/abc', { token: people[0].token });
    expect([bad.status, bad.body.result.code]).toEqual([400, 40000000]);
    const anonymous = await call(ctx.app, 'GET', `/api/v1/users/spot-queues/${tickets[0].id}`);
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
  });
});

describe('PATCH /api/v1/users/spot-queues/{id}', () => {
  it('leaves a waiting line once; leaving again answers 400 QUEUE_TICKET_NOT_ACTIVE and the people behind move up', async () => {
    const { people, tickets } = await lineWith(['REGISTERED', 'REGISTERED']);
    const path = `/api/v1/users/spot-queues/${tickets[0].id}`;
    const left = await call<QueueTicket>(ctx.app, 'PATCH', path, { token: people[0].token });
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject({ id: tickets[0].id, status: 'CANCELED', teamsAhead: 0 });
    expect(left.body.data.canceledAt).toEqual(expect.any(String));

    const again = await call(ctx.app, 'PATCH', path, { token: people[0].token });
    expect([again.status, again.body.result.code]).toEqual([400, 40000401]);

    const next = await call<QueueTicket>(ctx.app, 'GET', `/api/v1/users/spot-queues/${tickets[1].id}`, {
      token: people[1].token,
    });
    expect(next.body.data.teamsAhead).toBe(0);
  });

  it('leaves a called ticket; a finished one answers 400 / 40000401', async () => {
    const { people, tickets } = await lineWith(['CALLED', 'ENTERED', 'CANCELED_BY_MANAGER', 'NO_SHOW']);
    const called = await call<QueueTicket>(ctx.app, 'PATCH', `/api/v1/users/spot-queues/${tickets[0].id}`, {
      token: people[0].token,
    });
    expect(called.body.data.status).toBe('CANCELED');
    for (const i of [1, 2, 3]) {
      const res = await call(ctx.app, 'PATCH', `/api/v1/users/spot-queues/${tickets[i].id}`, {
        token: people[i].token,
      });
      expect([res.status, res.body.result.code]).toEqual([400, 40000401]);
    }
  });

  it("answers 404 for someone else's ticket (untouched), 400 non-numeric, 401 anonymous", async () => {
    const { people, tickets } = await lineWith(['REGISTERED', 'REGISTERED']);
    const theirs = await call(ctx.app, 'PATCH', `/api/v1/users/spot-queues/${tickets[1].id}`, {
      token: people[0].token,
    });
    expect([theirs.status, theirs.body.result.code]).toEqual([404, 40400000]);
    const still = await call<QueueTicket>(ctx.app, 'GET', `/api/v1/users/spot-queues/${tickets[1].id}`, {
      token: people[1].token,
    });
    expect(still.body.data.status).toBe('REGISTERED');
    const bad = await call(ctx.app, 'PATCH', '/api/v1/users/spot-queues/abc', { token: people[0].token });
    expect(bad.status).toBe(400);
    const anonymous = await call(ctx.app, 'PATCH', `/api/v1/users/spot-queues/${tickets[0].id}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/v1/users/spot-queues', () => {
  it('lists only my tickets, newest first, paged', async () => {
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const queues = await ctx.db
      .insert(spotQueues)
      .values([0, 1, 2].map((i) => ({ spotId: spot.id, title: `줄 ${i}` })))
      .returning();
    const other = await createUser(ctx.db);
    const base = Date.parse('2026-11-20T01:00:00Z');
    const mine = await ctx.db
      .insert(queueTickets)
      .values(
        queues.map((q, i) => ({
          queueId: q.id,
          userId: me.user.id,
          ticketNumber: 1,
          status: i === 0 ? ('ENTERED' as const) : ('REGISTERED' as const),
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning();
    await ctx.db.insert(queueTickets).values({ queueId: queues[0].id, userId: other.user.id, ticketNumber: 2 });

    const first = await call<QueueTicketList>(ctx.app, 'GET', '/api/v1/users/spot-queues?page=0&size=2', {
      token: me.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.content.map((t) => t.id)).toEqual([mine[2].id, mine[1].id]);
    expect(first.body.data.page).toEqual({ number: 0, size: 2, totalElements: 3, totalPages: 2 });
    const second = await call<QueueTicketList>(ctx.app, 'GET', '/api/v1/users/spot-queues?page=1&size=2', {
      token: me.token,
    });
    expect(second.body.data.content.map((t) => [t.id, t.status, t.queue.title])).toEqual([
      [mine[0].id, 'ENTERED', '줄 0'],
    ]);

    const nobody = await createUser(ctx.db);
    const empty = await call<QueueTicketList>(ctx.app, 'GET', '/api/v1/users/spot-queues', { token: nobody.token });
    expect(empty.body.data).toEqual({ content: [], page: { number: 0, size: 20, totalElements: 0, totalPages: 0 } });
    expect((await call(ctx.app, 'GET', '/api/v1/users/spot-queues')).status).toBe(401);
  });
});

/** One person's tickets in separate lines of one spot, `ahead` other people before each. */
async function myTicketsIn(lines: { status: (typeof queueTickets.$inferInsert)['status']; ahead: number }[]) {
  const me = await createUser(ctx.db);
  const spot = await insertSpot(ctx.db, { title: '요약 팝업' });
  const tickets = [];
  for (const [i, line] of lines.entries()) {
    const [queue] = await ctx.db
      .insert(spotQueues)
      .values({ spotId: spot.id, title: `줄 ${i}`, status: 'IN_PROGRESS', teamCounter: line.ahead + 1 })
      .returning();
    const others = await Promise.all(Array.from({ length: line.ahead }, () => createUser(ctx.db)));
    if (others.length) {
      await ctx.db
        .insert(queueTickets)
        .values(others.map((o, n) => ({ queueId: queue.id, userId: o.user.id, ticketNumber: n + 1 })));
    }
    const [ticket] = await ctx.db
      .insert(queueTickets)
      .values({
        queueId: queue.id,
        userId: me.user.id,
        ticketNumber: line.ahead + 1,
        status: line.status,
        calledAt: line.status === 'CALLED' ? new Date(Date.parse('2026-11-26T01:00:00Z') + i * 60_000) : null,
      })
      .returning();
    tickets.push(ticket);
  }
  return { me, tickets };
}

describe('GET /api/v1/users/spot-queues with a status filter', () => {
  it('keeps only the statuses of the indexed array (or a repeated statuses), paging what is left', async () => {
    const { me, tickets } = await myTicketsIn([
      { status: 'REGISTERED', ahead: 0 },
      { status: 'CANCELED', ahead: 0 },
      { status: 'CALLED', ahead: 0 },
      { status: 'NO_SHOW', ahead: 0 },
      { status: 'ENTERED', ahead: 0 },
    ]);
    const list = async (query: string) => {
      const res = await call<QueueTicketList>(ctx.app, 'GET', `/api/v1/users/spot-queues?${query}`, {
        token: me.token,
      });
      expect(res.status, query).toBe(200);
      return res.body.data;
    };
    const active = await list('statuses[0]=REGISTERED&statuses[1]=CALLED');
    expect(active.content.map((t) => t.status).sort()).toEqual(['CALLED', 'REGISTERED']);
    expect(active.page.totalElements).toBe(2);
    // Percent-encoded brackets, as browsers and URLSearchParams send them.
    const encoded = await list(new URLSearchParams({ 'statuses[0]': 'NO_SHOW', 'statuses[1]': 'CANCELED' }).toString());
    expect(encoded.content.map((t) => t.id).sort()).toEqual([tickets[1].id, tickets[3].id].sort());
    const repeated = await list('statuses=ENTERED&statuses=NO_SHOW&size=1');
    expect(repeated.page).toEqual({ number: 0, size: 1, totalElements: 2, totalPages: 2 });
    expect((await list('statuses=ENTERED')).content.map((t) => t.id)).toEqual([tickets[4].id]);
    expect((await list('')).page.totalElements).toBe(5);

    const bad = await call(ctx.app, 'GET', '/api/v1/users/spot-queues?statuses[0]=WAITING', { token: me.token });
    expect([bad.status, bad.body.result.code]).toEqual([400, 40000000]);
  });
});

describe('GET /api/v1/users/spot-queues/summary', () => {
  it('counts my active lines and names the one that needs me soonest: a call first, else the shortest wait', async () => {
    const waiting = await myTicketsIn([
      { status: 'REGISTERED', ahead: 3 },
      { status: 'REGISTERED', ahead: 1 },
      { status: 'ENTERED', ahead: 0 },
    ]);
    const res = await call<QueueTicketSummary>(ctx.app, 'GET', '/api/v1/users/spot-queues/summary', {
      token: waiting.me.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.activeCount).toBe(2);
    expect(res.body.data.nearest).toMatchObject({ id: waiting.tickets[1].id, status: 'REGISTERED', teamsAhead: 1 });

    const called = await myTicketsIn([
      { status: 'REGISTERED', ahead: 0 },
      { status: 'CALLED', ahead: 2 },
      { status: 'CALLED', ahead: 0 },
    ]);
    const urgent = await call<QueueTicketSummary>(ctx.app, 'GET', '/api/v1/users/spot-queues/summary', {
      token: called.me.token,
    });
    // Both calls beat a first place in line; the earlier call is the more urgent.
    expect(urgent.body.data).toMatchObject({ activeCount: 3, nearest: { id: called.tickets[1].id, status: 'CALLED' } });
  });

  it('answers nothing active for someone in no line, and 401 anonymous', async () => {
    const nobody = await createUser(ctx.db);
    const res = await call<QueueTicketSummary>(ctx.app, 'GET', '/api/v1/users/spot-queues/summary', {
      token: nobody.token,
    });
    expect(res.body.data).toEqual({ activeCount: 0, nearest: null });
    const anonymous = await call(ctx.app, 'GET', '/api/v1/users/spot-queues/summary');
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
  });
});
