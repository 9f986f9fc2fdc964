import { describe, expect, it } from 'vitest';
import type { ReviewCount, SpotQueue } from '@/api/contracts/spots';
import { queueTickets, reviews, spotQueues } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

describe('GET /api/v1/spots/{id}/spot-queues', () => {
  it('lists the queues with teams waiting (REGISTERED + CALLED) and hasMine for the caller', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    const [a, b, c] = await Promise.all([createUser(ctx.db), createUser(ctx.db), createUser(ctx.db)]);
    const [main, closed] = await ctx.db
      .insert(spotQueues)
      .values([
        { spotId: spot.id, title: '현장 대기', status: 'IN_PROGRESS' },
        { spotId: spot.id, title: '굿즈 대기', status: 'CLOSED', remoteJoinEnabled: false, maxPartySize: 4 },
      ])
      .returning();
    const [myTicket] = await ctx.db
      .insert(queueTickets)
      .values([
        { queueId: main.id, userId: me.user.id, ticketNumber: 1, status: 'REGISTERED' },
        { queueId: main.id, userId: a.user.id, ticketNumber: 2, status: 'CALLED' },
        { queueId: main.id, userId: b.user.id, ticketNumber: 3, status: 'ENTERED' },
        { queueId: main.id, userId: c.user.id, ticketNumber: 4, status: 'CANCELED' },
        // My finished ticket in the other queue: no 'my position' there.
        { queueId: closed.id, userId: me.user.id, ticketNumber: 1, status: 'NO_SHOW' },
      ])
      .returning();

    const mine = await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`, { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.body.result.code).toBe(20000000);
    expect(mine.body.data).toEqual([
      {
        id: main.id,
        title: '현장 대기',
        titleLocale: 'ko',
        status: 'IN_PROGRESS',
        currentTeamCount: 2,
        // One call so far: too little history to estimate (decision 041).
        estimatedWaitMinutes: null,
        hasMine: true,
        myTicketId: myTicket.id,
        remoteJoinEnabled: true,
        maxPartySize: 8,
        // Mine already: a second join would be refused (tests/api/queue-joinable.test.ts has the rest).
        joinable: { remote: false, onSite: false, reason: 'ALREADY_JOINED' },
      },
      {
        id: closed.id,
        title: '굿즈 대기',
        titleLocale: 'ko',
        status: 'CLOSED',
        currentTeamCount: 0,
        estimatedWaitMinutes: null,
        hasMine: false,
        myTicketId: null,
        // The store's rules, so the page knows whether and how many may join from it.
        remoteJoinEnabled: false,
        maxPartySize: 4,
        joinable: { remote: false, onSite: false, reason: 'NOT_TAKING' },
      },
    ]);

    // Someone else (and an anonymous visitor) sees the same counts but not my ticket.
    const theirs = await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`, {
      token: b.token,
    });
    expect(theirs.body.data.map((q) => [q.hasMine, q.myTicketId, q.joinable.remote])).toEqual([
      [false, null, true],
      [false, null, false],
    ]);
    const anonymous = await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`);
    expect(anonymous.body.data.map((q) => [q.currentTeamCount, q.hasMine, q.myTicketId])).toEqual([
      [2, false, null],
      [0, false, null],
    ]);
  });

  it('answers an empty list for a spot without queues', async () => {
    const spot = await insertSpot(ctx.db);
    const res = await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('answers like the detail for bad, unknown and deleted spots', async () => {
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    const hidden = await insertSpot(ctx.db, { activatedAt: null });
    expect((await call(ctx.app, 'GET', '/api/v1/spots/abc/spot-queues')).status).toBe(400);
    const unknown = await call(ctx.app, 'GET', '/api/v1/spots/987654/spot-queues');
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    for (const spot of [deleted, hidden]) {
      const res = await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`);
      expect([res.status, res.body.result.code]).toEqual([400, 40000001]);
    }
  });
});

describe('GET /api/v1/spots/{id}/reviews/count', () => {
  it('counts registered, non-deleted reviews only', async () => {
    const spot = await insertSpot(ctx.db);
    const other = await insertSpot(ctx.db);
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.db)));
    const registered = {
      status: 'REGISTERED' as const,
      score: 5,
      content: '정말 좋았어요 또 갈래요',
      registeredAt: new Date(),
    };
    await ctx.db.insert(reviews).values([
      { userId: users[0].user.id, spotId: spot.id, ...registered },
      { userId: users[1].user.id, spotId: spot.id, ...registered },
      { userId: users[2].user.id, spotId: spot.id, ...registered, deletedAt: new Date() },
      { userId: users[3].user.id, spotId: spot.id, status: 'TEMPORARY' },
      { userId: users[3].user.id, spotId: other.id, ...registered },
    ]);
    const res = await call<ReviewCount>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/reviews/count`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ count: 2 });

    const none = await insertSpot(ctx.db);
    expect((await call<ReviewCount>(ctx.app, 'GET', `/api/v1/spots/${none.id}/reviews/count`)).body.data).toEqual({
      count: 0,
    });
  });

  it('answers 400 for a bad id, 404 unknown, 400 40000001 deleted', async () => {
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    const bad = await call(ctx.app, 'GET', '/api/v1/spots/0/reviews/count');
    expect([bad.status, bad.body.result.code]).toEqual([400, 40000000]);
    const unknown = await call(ctx.app, 'GET', '/api/v1/spots/987654/reviews/count');
    expect([unknown.status, unknown.body.result.code]).toEqual([404, 40400000]);
    const gone = await call(ctx.app, 'GET', `/api/v1/spots/${deleted.id}/reviews/count`);
    expect([gone.status, gone.body.result.code]).toEqual([400, 40000001]);
  });
});
