import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ActivityStats } from '@/api/contracts/users';
import { getDb } from '../../db/client';
import { picks, queueTickets, reviews, spots } from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { isPublicReview } from '../reviews/review-parts';

const total = sql<number>`count(*)::int`;

/**
 * The four counts at the top of my page. Each counts what the list it links to shows, so the
 * number and the list never disagree: picks of public pop-ups, registered reviews (those of
 * pop-ups deleted since stay in my history), waiting-line entries that reached ENTERED, and
 * the lines I am in now.
 */
export async function getActivityStats({ userId }: { userId: number }): Promise<ActivityStats> {
  const db = await getDb();
  const [[picked], [reviewed], [visited], [waiting]] = await Promise.all([
    db
      .select({ n: total })
      .from(picks)
      .innerJoin(spots, eq(spots.id, picks.referenceId))
      .where(and(eq(picks.userId, userId), eq(picks.type, 'POPUP'), isPublicSpot())),
    db
      .select({ n: total })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), isPublicReview())),
    db
      .select({ n: total })
      .from(queueTickets)
      .where(and(eq(queueTickets.userId, userId), eq(queueTickets.status, 'ENTERED'))),
    db
      .select({ n: total })
      .from(queueTickets)
      .where(and(eq(queueTickets.userId, userId), inArray(queueTickets.status, ['REGISTERED', 'CALLED']))),
  ]);
  return {
    pickCount: picked?.n ?? 0,
    reviewCount: reviewed?.n ?? 0,
    visitCount: visited?.n ?? 0,
    waitingCount: waiting?.n ?? 0,
  };
}
