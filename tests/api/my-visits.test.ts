import { describe, expect, it } from 'vitest';
import type { MyVisitPage } from '@/api/contracts/queues';
import { eq } from 'drizzle-orm';
import { queueTickets, reviews, spotQueues, spots } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const visits = (token?: string, query = '') =>
  call<MyVisitPage>(ctx.app, 'GET', `/api/v1/users/visits${query}`, { token });

async function queueAt(spotId: number) {
  const [queue] = await ctx.db.insert(spotQueues).values({ spotId, title: '입장 대기' }).returning();
  return queue.id;
}

describe('GET /api/v1/users/visits', () => {
  it('lists the pop-ups I entered, newest first, with my review when I wrote one', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const reviewed = await insertSpot(ctx.db, { title: '리뷰 쓴 팝업' });
    const fresh = await insertSpot(ctx.db, { title: '아직 리뷰 없는 팝업' });
    const gone = await insertSpot(ctx.db, { title: '사라진 팝업' });
    const [q1, q2, q3] = [await queueAt(reviewed.id), await queueAt(fresh.id), await queueAt(gone.id)];
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await ctx.db.insert(queueTickets).values([
      { queueId: q1, userId: me.user.id, ticketNumber: 1, status: 'ENTERED', enteredAt: day(3), partySize: 2 },
      { queueId: q2, userId: me.user.id, ticketNumber: 1, status: 'ENTERED', enteredAt: day(1) },
      { queueId: q3, userId: me.user.id, ticketNumber: 1, status: 'ENTERED', enteredAt: day(2) },
      // Not visits: still waiting, cancelled, someone else's entry.
      { queueId: q1, userId: me.user.id, ticketNumber: 2, status: 'REGISTERED' },
      { queueId: q2, userId: me.user.id, ticketNumber: 2, status: 'CANCELED' },
      { queueId: q1, userId: other.user.id, ticketNumber: 3, status: 'ENTERED', enteredAt: day(0) },
    ]);
    const [review] = await ctx.db
      .insert(reviews)
      .values({
        userId: me.user.id,
        spotId: reviewed.id,
        status: 'REGISTERED',
        score: 5,
        content: '굿즈가 다양하고 직원분들이 친절했어요.',
        registeredAt: new Date(),
      })
      .returning();
    // Deleted after my visit: the visit stays, marked unavailable.
    await ctx.db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, gone.id));

    const res = await visits(me.token);
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((v) => [v.spot.title, v.spot.available, v.myReviewId])).toEqual([
      ['아직 리뷰 없는 팝업', true, null],
      ['사라진 팝업', false, null],
      ['리뷰 쓴 팝업', true, review.id],
    ]);
    expect(res.body.data.content[2]).toMatchObject({ partySize: 2, queueTitle: '입장 대기' });
    expect(res.body.data.page.totalElements).toBe(3);
    const stats = await call<{ visitCount: number }>(ctx.app, 'GET', '/api/v1/users/activity-stats', {
      token: me.token,
    });
    expect(stats.body.data.visitCount).toBe(3);

    const page1 = await visits(me.token, '?size=2&page=1');
    expect(page1.body.data.content.map((v) => v.spot.title)).toEqual(['리뷰 쓴 팝업']);
  });

  it('refuses anonymous callers with 40100000', async () => {
    const res = await visits();
    expect(res.status).toBe(401);
    expect(res.body.result.code).toBe(40100000);
  });
});
