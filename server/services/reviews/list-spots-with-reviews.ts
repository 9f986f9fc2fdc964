import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { SpotWithReviewsList } from '@/api/contracts/reviews';
import { periodType } from '@/lib/period-type';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { reviews, spots } from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { isPublicReview } from './review-parts';
import { heroFilesBySpot, translatedTitlesBySpot } from '../spots/spot-summaries';
import { pageOffset, toPage } from '../shared/paging';

/**
 * GET /v1/spots/with-reviews: public pop-ups that have registered reviews, the most
 * recently reviewed first, each with its review count and mean score (one decimal), for
 * review discovery and history screens.
 */
export async function listSpotsWithReviews(input: {
  page: number;
  size: number;
  lang: Locale;
}): Promise<SpotWithReviewsList> {
  const db = await getDb();
  const stats = db
    .select({
      spotId: reviews.spotId,
      // Aliases prefixed: spots has its own review_count column, and a bare name would be ambiguous.
      reviewCount: sql<number>`count(*)::int`.as('stats_review_count'),
      averageScore: sql<string>`round(avg(${reviews.score}), 1)`.as('stats_average_score'),
      lastReviewedAt: sql<Date>`max(${reviews.registeredAt})`.as('stats_last_reviewed_at'),
    })
    .from(reviews)
    .where(isPublicReview())
    .groupBy(reviews.spotId)
    .as('stats');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: spots.id,
        title: spots.title,
        openDate: spots.openDate,
        closeDate: spots.closeDate,
        reviewCount: stats.reviewCount,
        averageScore: stats.averageScore,
        lastReviewedAt: stats.lastReviewedAt,
      })
      .from(spots)
      .innerJoin(stats, eq(stats.spotId, spots.id))
      .where(isPublicSpot())
      .orderBy(desc(stats.lastReviewedAt), desc(spots.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(spots)
      .innerJoin(stats, eq(stats.spotId, spots.id))
      .where(isPublicSpot()),
  ]);
  const ids = rows.map((r) => r.id);
  const [heroes, titles] = await Promise.all([heroFilesBySpot(db, ids), translatedTitlesBySpot(db, ids, input.lang)]);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      title: titles.get(r.id) ?? r.title,
      periodType: periodType(r.openDate, r.closeDate),
      file: heroes.get(r.id) ?? null,
      reviewCount: r.reviewCount,
      averageScore: Number(r.averageScore),
      lastReviewedAt: new Date(r.lastReviewedAt).toISOString(),
    })),
    input,
    total,
  );
}
