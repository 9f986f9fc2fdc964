import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ReviewOverview } from '@/api/contracts/reviews';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { reviewMetrics, reviewMetricTranslations, reviews, reviewSelectedMetrics } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';
import { isPublicReview, metricNameIn } from './review-parts';

const TOP_METRICS = 5;

/**
 * GET /v1/spots/{id}/reviews/overview: the head of the reviews tab. Over registered,
 * non-deleted reviews only: the mean score (one decimal; 0 without reviews), the count, how
 * many reviews gave each number of stars, and the five most ticked satisfaction items with
 * their share of the reviews as a whole percent (ties: the items' display order). Item names
 * in the reader's language.
 */
export async function getSpotReviewOverview(input: { spotId: number; lang: Locale }): Promise<ReviewOverview> {
  const db = await getDb();
  await findPublicSpotOrThrow(db, input.spotId);
  const where = and(eq(reviews.spotId, input.spotId), isPublicReview());
  const { name, join } = metricNameIn(input.lang);
  const picked = sql<number>`count(*)::int`;
  const [byScore, top] = await Promise.all([
    db
      .select({ score: reviews.score, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where)
      .groupBy(reviews.score),
    db
      .select({ id: reviewMetrics.id, name, count: picked })
      .from(reviewSelectedMetrics)
      .innerJoin(reviews, eq(reviews.id, reviewSelectedMetrics.reviewId))
      .innerJoin(reviewMetrics, eq(reviewMetrics.id, reviewSelectedMetrics.metricId))
      .leftJoin(reviewMetricTranslations, join)
      .where(where)
      .groupBy(reviewMetrics.id, reviewMetrics.name, reviewMetrics.sortOrder, reviewMetricTranslations.name)
      .orderBy(desc(picked), asc(reviewMetrics.sortOrder), asc(reviewMetrics.id))
      .limit(TOP_METRICS),
  ]);
  const scoreDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const row of byScore) {
    if (row.score === null) continue; // impossible for a registered review (check constraint)
    scoreDistribution[String(row.score) as keyof typeof scoreDistribution] = row.n;
    count += row.n;
    sum += row.score * row.n;
  }
  return {
    averageScore: count === 0 ? 0 : Math.round((sum * 10) / count) / 10,
    count,
    scoreDistribution,
    topMetrics: top.map((m) => ({ ...m, ratio: Math.round((m.count / Math.max(count, 1)) * 100) })),
  };
}
