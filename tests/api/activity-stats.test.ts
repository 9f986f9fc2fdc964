import { describe, expect, it } from 'vitest';
import type { ActivityStats } from '@/api/contracts/users';
import { picks, queueTickets, reviews, spotQueues } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const stats = (token?: string) => call<ActivityStats>(ctx.app, 'GET', '/api/v1/users/activity-stats', { token });

describe('GET /api/v1/users/activity-stats', () => {
  it('counts what each of my lists shows, and nothing of anyone else', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const open = await insertSpot(ctx.db);
    const second = await insertSpot(ctx.db);
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });

    // Picks: two public pop-ups count; one deleted since does not (the list won't show it).
    await ctx.db.insert(picks).values([
      { userId: me.user.id, type: 'POPUP', referenceId: open.id },
      { userId: me.user.id, type: 'POPUP', referenceId: second.id },
      { userId: me.user.id, type: 'POPUP', referenceId: deleted.id },
      { userId: other.user.id, type: 'POPUP', referenceId: open.id },
    ]);
    // Reviews: a registered one counts, a draft and a deleted one do not.
    const review = { score: 5, content: '굿즈가 다양하고 직원분들이 친절했어요.', registeredAt: new Date() };
    await ctx.db.insert(reviews).values([
      { userId: me.user.id, spotId: open.id, status: 'REGISTERED', ...review },
      { userId: me.user.id, spotId: second.id, status: 'REGISTERED', ...review, deletedAt: new Date() },
      { userId: me.user.id, spotId: second.id },
      { userId: other.user.id, spotId: open.id, status: 'REGISTERED', ...review },
    ]);
    // Waiting lines: two entries, one line I am in now (called), one cancelled.
    const queues = await ctx.db
      .insert(spotQueues)
      .values([
        { spotId: open.id, title: '입장 대기' },
        { spotId: second.id, title: '입장 대기' },
      ])
      .returning({ id: spotQueues.id });
    await ctx.db.insert(queueTickets).values([
      { queueId: queues[0].id, userId: me.user.id, ticketNumber: 1, status: 'ENTERED' },
      { queueId: queues[0].id, userId: me.user.id, ticketNumber: 2, status: 'ENTERED' },
      { queueId: queues[0].id, userId: me.user.id, ticketNumber: 3, status: 'CALLED' },
      { queueId: queues[1].id, userId: me.user.id, ticketNumber: 1, status: 'CANCELED' },
      { queueId: queues[1].id, userId: other.user.id, ticketNumber: 2, status: 'REGISTERED' },
    ]);

    const res = await stats(me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ pickCount: 2, reviewCount: 1, visitCount: 2, waitingCount: 1 });
  });

  it('answers zeros for a new account', async () => {
    const me = await createUser(ctx.db);
    expect((await stats(me.token)).body.data).toEqual({ pickCount: 0, reviewCount: 0, visitCount: 0, waitingCount: 0 });
  });

  it('refuses anonymous callers with 40100000', async () => {
    const res = await stats();
    expect(res.status).toBe(401);
    expect(res.body.result.code).toBe(40100000);
  });
});
