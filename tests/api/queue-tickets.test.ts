import { describe, expect, it } from 'vitest';
import type { QueueTicket, QueueTicketList } from '@/api/contracts/queues';
import { queueTickets, spotQueues } from '@/server/db/schema';
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
      queue: { id: queue.id, title: '현장 대기', status: 'IN_PROGRESS' },
      spot: { id: spot.id, title: '말차 팝업', file: null },
      ticketNumber: 5,
      partySize: 2,
      status: 'REGISTERED',
      // #1 called and #3 waiting; #2 entered and #4 left do not count, nor #6 behind me.
      teamsAhead: 2,
      createdAt: expect.any(String),
      calledAt: null,
      enteredAt: null,
      canceledAt: null,
    });

    const first = await call<QueueTicket>(ctx.app, 'GET', `/api/v1/users/spot-queues/${tickets[2].id}`, {
      token: people[2].token,
    });
    expect(first.body.data.teamsAhead).toBe(1);
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
