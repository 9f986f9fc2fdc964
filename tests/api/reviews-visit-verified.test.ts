import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyReviewList, SpotReviewList } from '@/api/contracts/reviews';
import type { Database } from '@/server/db/client';
import { popspotReservations, queueTickets, reservationSlots, reviews, spotQueues } from '@/server/db/schema';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

// Decision 042: a review is visit-verified when its author's ticket for one of the pop-up's
// waiting lines reached ENTERED, or their Popspot booking there was attended (VISITED).

const ctx = setupTestApp();

type TicketStatus = NonNullable<(typeof queueTickets.$inferInsert)['status']>;
type BookingStatus = NonNullable<(typeof popspotReservations.$inferInsert)['status']>;

async function lineOf(spotId: number) {
  const [queue] = await ctx.db
    .insert(spotQueues)
    .values({ spotId, title: '현장 대기', status: 'IN_PROGRESS' })
    .returning({ id: spotQueues.id });
  return queue.id;
}

/** A ticket of the line, numbered as a join numbers it (the counter goes up by one). */
async function ticket(db: Database, queueId: number, userId: number, status: TicketStatus) {
  const [line] = await db
    .update(spotQueues)
    .set({ teamCounter: sql`${spotQueues.teamCounter} + 1` })
    .where(eq(spotQueues.id, queueId))
    .returning({ n: spotQueues.teamCounter });
  const [row] = await db
    .insert(queueTickets)
    .values({
      queueId,
      userId,
      ticketNumber: line.n,
      status,
      calledAt: status === 'REGISTERED' || status === 'CANCELED' ? null : new Date(),
      enteredAt: status === 'ENTERED' ? new Date() : null,
    })
    .returning({ id: queueTickets.id });
  return row.id;
}

let slotMinute = 0;

async function booking(spotId: number, userId: number, status: BookingStatus) {
  const [slot] = await ctx.db
    .insert(reservationSlots)
    .values({
      spotId,
      visitDate: seoulDay(-1),
      startTime: `10:${String(slotMinute++ % 60).padStart(2, '0')}:00`,
      capacity: 10,
    })
    .returning({ id: reservationSlots.id });
  await ctx.db.insert(popspotReservations).values({
    spotId,
    slotId: slot.id,
    userId,
    status,
    visitedAt: status === 'VISITED' ? new Date() : null,
    canceledAt: status === 'CANCELED' ? new Date() : null,
  });
}

/** A registered review, `minutesAgo` old (newest first in the list). */
async function review(spotId: number, userId: number, minutesAgo: number) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const [row] = await ctx.db
    .insert(reviews)
    .values({
      userId,
      spotId,
      status: 'REGISTERED',
      score: 5,
      content: '줄 서서 들어갔는데 정말 좋았어요',
      registeredAt: at,
      createdAt: at,
    })
    .returning({ id: reviews.id });
  return row.id;
}

async function list(spotId: number, query = '') {
  const res = await call<SpotReviewList>(ctx.app, 'GET', `/api/v2/spots/${spotId}/reviews${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const flags = (data: SpotReviewList) => Object.fromEntries(data.content.map((r) => [r.reviewId, r.visitVerified]));

describe('visitVerified on GET /api/v2/spots/{id}/reviews', () => {
  it("is true only when the author's ticket for this pop-up's line reached ENTERED", async () => {
    const spot = await insertSpot(ctx.db);
    const elsewhere = await insertSpot(ctx.db, { title: '옆 팝업' });
    const [line, secondLine, otherLine] = [await lineOf(spot.id), await lineOf(spot.id), await lineOf(elsewhere.id)];
    const people = await Promise.all(Array.from({ length: 9 }, () => createUser(ctx.db)));
    const [entered, enteredSecondLine, canceled, byManager, noShow, stillWaiting, called, otherSpot, noTicket] =
      people.map((p) => p.user.id);

    await ticket(ctx.db, line, entered, 'ENTERED');
    await ticket(ctx.db, secondLine, enteredSecondLine, 'ENTERED');
    await ticket(ctx.db, line, canceled, 'CANCELED');
    await ticket(ctx.db, line, byManager, 'CANCELED_BY_MANAGER');
    await ticket(ctx.db, line, noShow, 'NO_SHOW');
    await ticket(ctx.db, line, stillWaiting, 'REGISTERED');
    await ticket(ctx.db, line, called, 'CALLED');
    await ticket(ctx.db, otherLine, otherSpot, 'ENTERED');

    const ids = {
      entered: await review(spot.id, entered, 9),
      enteredSecondLine: await review(spot.id, enteredSecondLine, 8),
      canceled: await review(spot.id, canceled, 7),
      byManager: await review(spot.id, byManager, 6),
      noShow: await review(spot.id, noShow, 5),
      stillWaiting: await review(spot.id, stillWaiting, 4),
      called: await review(spot.id, called, 3),
      otherSpot: await review(spot.id, otherSpot, 2),
      noTicket: await review(spot.id, noTicket, 1),
    };
    // The one who entered the other pop-up's line has a verified review there, not here.
    const there = await review(elsewhere.id, otherSpot, 1);

    expect(flags(await list(spot.id))).toEqual({
      [ids.entered]: true,
      [ids.enteredSecondLine]: true,
      [ids.canceled]: false,
      [ids.byManager]: false,
      [ids.noShow]: false,
      [ids.stillWaiting]: false,
      [ids.called]: false,
      [ids.otherSpot]: false,
      [ids.noTicket]: false,
    });
    expect(flags(await list(elsewhere.id))).toEqual({ [there]: true });
  });

  it('counts a Popspot booking there that was attended, not a booked or cancelled one', async () => {
    const spot = await insertSpot(ctx.db, { isPopspotReservation: true });
    const elsewhere = await insertSpot(ctx.db, { isPopspotReservation: true });
    const [visited, booked, canceled, visitedElsewhere] = (
      await Promise.all(Array.from({ length: 4 }, () => createUser(ctx.db)))
    ).map((p) => p.user.id);
    await booking(spot.id, visited, 'VISITED');
    await booking(spot.id, booked, 'RESERVED');
    await booking(spot.id, canceled, 'CANCELED');
    await booking(elsewhere.id, visitedElsewhere, 'VISITED');
    const ids = [visited, booked, canceled, visitedElsewhere].map((userId, i) => review(spot.id, userId, 4 - i));
    const [v, b, c, e] = await Promise.all(ids);
    expect(flags(await list(spot.id))).toEqual({ [v]: true, [b]: false, [c]: false, [e]: false });
  });

  it('turns true as soon as the author enters, even after writing the review (worked out on reading)', async () => {
    const spot = await insertSpot(ctx.db);
    const line = await lineOf(spot.id);
    const author = await createUser(ctx.db);
    const ticketId = await ticket(ctx.db, line, author.user.id, 'CALLED');
    const id = await review(spot.id, author.user.id, 1);
    expect(flags(await list(spot.id))).toEqual({ [id]: false });
    await ctx.db
      .update(queueTickets)
      .set({ status: 'ENTERED', enteredAt: new Date() })
      .where(eq(queueTickets.id, ticketId));
    // Signed in or not, the same answer: it is about the author, not the reader.
    const asAuthor = await call<SpotReviewList>(ctx.app, 'GET', `/api/v2/spots/${spot.id}/reviews`, {
      token: author.token,
    });
    expect(flags(asAuthor.body.data)).toEqual({ [id]: true });
    expect(flags(await list(spot.id))).toEqual({ [id]: true });
  });
});

describe('verifiedOnly=true on GET /api/v2/spots/{id}/reviews', () => {
  async function mixedSpot() {
    const spot = await insertSpot(ctx.db);
    const line = await lineOf(spot.id);
    const people = (await Promise.all(Array.from({ length: 6 }, () => createUser(ctx.db)))).map((p) => p.user.id);
    // Newest first: people[5]'s review is the newest. Verified: 0, 2, 3 and 5.
    const statuses: TicketStatus[] = ['ENTERED', 'NO_SHOW', 'ENTERED', 'ENTERED', 'CANCELED', 'ENTERED'];
    for (const [i, status] of statuses.entries()) await ticket(ctx.db, line, people[i], status);
    const ids = [];
    for (const [i, userId] of people.entries()) ids.push(await review(spot.id, userId, 60 - i));
    return { spot, ids };
  }

  it('lists only verified reviews, and the page totals count only them', async () => {
    const { spot, ids } = await mixedSpot();
    const all = await list(spot.id);
    expect(all.page.totalElements).toBe(6);

    const first = await list(spot.id, '?verifiedOnly=true&size=3');
    expect(first.content.map((r) => r.reviewId)).toEqual([ids[5], ids[3], ids[2]]);
    expect(first.content.every((r) => r.visitVerified)).toBe(true);
    expect(first.page).toEqual({ number: 0, size: 3, totalElements: 4, totalPages: 2 });
    const second = await list(spot.id, '?verifiedOnly=true&size=3&page=1');
    expect(second.content.map((r) => r.reviewId)).toEqual([ids[0]]);
    expect(second.page).toEqual({ number: 1, size: 3, totalElements: 4, totalPages: 2 });

    // With the other sorts too; false (and leaving it out) lists everything.
    const byScore = await list(spot.id, '?verifiedOnly=true&sort=score');
    expect(byScore.content.map((r) => r.reviewId).sort()).toEqual([ids[0], ids[2], ids[3], ids[5]].sort());
    expect((await list(spot.id, '?verifiedOnly=false')).page.totalElements).toBe(6);
  });

  it('answers an empty page for a pop-up without verified reviews, and refuses other values', async () => {
    const spot = await insertSpot(ctx.db);
    const author = await createUser(ctx.db);
    await review(spot.id, author.user.id, 1);
    expect(await list(spot.id, '?verifiedOnly=true')).toEqual({
      content: [],
      page: { number: 0, size: 20, totalElements: 0, totalPages: 0 },
    });
    for (const bad of ['yes', '1', 'TRUE']) {
      const res = await call(ctx.app, 'GET', `/api/v2/spots/${spot.id}/reviews?verifiedOnly=${bad}`);
      expect(res.status).toBe(400);
    }
  });
});

describe('my reviews (GET /api/v2/users/me/reviews)', () => {
  it('carry the day Popspot saw the visit, so a verified review has its visit date without typing', async () => {
    const spot = await insertSpot(ctx.db);
    const line = await lineOf(spot.id);
    const [visitor, booker, neither] = await Promise.all([createUser(ctx.db), createUser(ctx.db), createUser(ctx.db)]);
    await ticket(ctx.db, line, visitor.user.id, 'ENTERED');
    await booking(spot.id, booker.user.id, 'VISITED');
    for (const who of [visitor, booker, neither]) await review(spot.id, who.user.id, 1);
    const today = seoulDay(0);
    const mine = async (token: string) => {
      const res = await call<MyReviewList>(ctx.app, 'GET', '/api/v2/users/me/reviews', { token });
      expect(res.status).toBe(200);
      const [item] = res.body.data.content;
      return { visitVerified: item.visitVerified, verifiedVisitDate: item.verifiedVisitDate };
    };
    expect(await mine(visitor.token)).toEqual({ visitVerified: true, verifiedVisitDate: today });
    expect(await mine(booker.token)).toEqual({ visitVerified: true, verifiedVisitDate: today });
    expect(await mine(neither.token)).toEqual({ visitVerified: false, verifiedVisitDate: null });
  });
});
