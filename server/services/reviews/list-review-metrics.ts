import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { ReviewMetric } from '@/api/contracts/reviews';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { reviewMetrics, reviewMetricTranslations } from '../../db/schema';
import { metricNameIn } from './review-parts';

/**
 * GET /v1/reviews/metrics: the satisfaction items the write modal offers (active ones, in
 * display order), named in the reader's language.
 */
export async function listReviewMetrics(input: { lang: Locale }): Promise<ReviewMetric[]> {
  const db = await getDb();
  const { name, join } = metricNameIn(input.lang);
  return db
    .select({ id: reviewMetrics.id, name })
    .from(reviewMetrics)
    .leftJoin(reviewMetricTranslations, join)
    .where(eq(reviewMetrics.isActive, true))
    .orderBy(asc(reviewMetrics.sortOrder), asc(reviewMetrics.id));
}
