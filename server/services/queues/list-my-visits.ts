import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MyVisitPage } from '@/api/contracts/queues';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { queueTickets, reviews, spotQueues, spots } from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { isPublicReview } from '../reviews/review-parts';
import { heroFilesBySpot, translatedTitlesBySpot } from '../spots/spot-summaries';
import { pageOffset, toPage } from '../shared/paging';
import { queueTitleIn, translatedQueueTitle } from './queue-titles';

/**
 * GET /v1/users/visits: the pop-ups I entered through a waiting line (tickets that reached
 * ENTERED), newest entry first, each with my review of that pop-up if I wrote one. A visit to
 * a pop-up hidden or deleted since stays in my history, marked unavailable (my page counts
 * it too). Reservations join this list when the reservation issue adds attendance.
 */
export async function listMyVisits(input: {
  userId: number;
  page: number;
  size: number;
  lang: Locale;
}): Promise<MyVisitPage> {
  const db = await getDb();
  const where = and(eq(queueTickets.userId, input.userId), eq(queueTickets.status, 'ENTERED'));
  const enteredAt = sql<Date>`coalesce(${queueTickets.enteredAt}, ${queueTickets.updatedAt})`.mapWith(
    queueTickets.enteredAt,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ticketId: queueTickets.id,
        enteredAt,
        partySize: queueTickets.partySize,
        queueTitle: spotQueues.title,
        translatedQueueTitle: translatedQueueTitle(input.lang),
        spotId: spots.id,
        type: spots.type,
        title: spots.title,
        region2Depth: spots.region2DepthName,
        available: sql<boolean>`${isPublicSpot()}`,
      })
      .from(queueTickets)
      .innerJoin(spotQueues, eq(spotQueues.id, queueTickets.queueId))
      .innerJoin(spots, eq(spots.id, spotQueues.spotId))
      .where(where)
      .orderBy(desc(enteredAt), desc(queueTickets.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(queueTickets)
      .where(where),
  ]);
  const spotIds = [...new Set(rows.map((r) => r.spotId))];
  const [heroes, titles, myReviews] = await Promise.all([
    heroFilesBySpot(db, spotIds),
    translatedTitlesBySpot(db, spotIds, input.lang),
    spotIds.length
      ? db
          .select({ id: reviews.id, spotId: reviews.spotId })
          .from(reviews)
          .where(and(eq(reviews.userId, input.userId), inArray(reviews.spotId, spotIds), isPublicReview()))
      : Promise.resolve([]),
  ]);
  const reviewBySpot = new Map(myReviews.map((r) => [r.spotId, r.id]));
  const content = rows.map((r) => {
    const translated = titles.get(r.spotId);
    const queue = queueTitleIn({ title: r.queueTitle, translatedTitle: r.translatedQueueTitle }, input.lang);
    return {
      ticketId: r.ticketId,
      enteredAt: r.enteredAt.toISOString(),
      partySize: r.partySize,
      queueTitle: queue.title,
      queueTitleLocale: queue.titleLocale,
      spot: {
        id: r.spotId,
        type: r.type,
        title: translated ?? r.title,
        contentLocale: translated ? input.lang : ('ko' as const),
        region2Depth: r.region2Depth ?? '',
        file: heroes.get(r.spotId) ?? null,
        available: Boolean(r.available),
      },
      myReviewId: reviewBySpot.get(r.spotId) ?? null,
    };
  });
  return toPage(content, input, total);
}
