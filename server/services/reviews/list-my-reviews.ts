import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { MyReviewList } from '@/api/contracts/reviews';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { reviews, spots } from '../../db/schema';
import {
  filesByReview,
  helpfulCountsByReview,
  isPublicReview,
  metricsByReview,
  verifiedVisitDay,
} from './review-parts';
import { heroFilesBySpot, translatedTitlesBySpot } from '../spots/spot-summaries';
import { pageOffset, toPage } from '../shared/paging';

/**
 * GET /v2/users/me/reviews: my registered reviews, newest first, with the pop-up each is
 * about (id, title in the reader's language, hero image). Reviews of pop-ups deleted since
 * stay in my history; opening one shows the 'deleted content' dialog. Drafts are not listed.
 * With `spotId`, only my review of that pop-up (at most one: a unique index keeps it so), which
 * the pop-up page uses to offer 'edit my review' instead of 'write a review'.
 */
export async function listMyReviews(input: {
  userId: number;
  page: number;
  size: number;
  lang: Locale;
  spotId?: number;
}): Promise<MyReviewList> {
  const db = await getDb();
  const where = and(
    eq(reviews.userId, input.userId),
    isPublicReview(),
    input.spotId === undefined ? undefined : eq(reviews.spotId, input.spotId),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        spotId: spots.id,
        spotTitle: spots.title,
        score: reviews.score,
        content: reviews.content,
        visitDate: reviews.visitDate,
        verifiedVisitDate: verifiedVisitDay(),
        registeredAt: reviews.registeredAt,
      })
      .from(reviews)
      .innerJoin(spots, eq(spots.id, reviews.spotId))
      .where(where)
      .orderBy(desc(reviews.registeredAt), desc(reviews.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const spotIds = [...new Set(rows.map((r) => r.spotId))];
  const [metrics, files, helpful, heroes, titles] = await Promise.all([
    metricsByReview(db, ids, input.lang),
    filesByReview(db, ids),
    helpfulCountsByReview(db, ids),
    heroFilesBySpot(db, spotIds),
    translatedTitlesBySpot(db, spotIds, input.lang),
  ]);
  return toPage(
    rows.map((r) => ({
      reviewId: r.id,
      spot: { id: r.spotId, title: titles.get(r.spotId) ?? r.spotTitle, file: heroes.get(r.spotId) ?? null },
      score: r.score ?? 0,
      content: r.content ?? '',
      visitDate: r.visitDate,
      visitVerified: r.verifiedVisitDate !== null,
      verifiedVisitDate: r.verifiedVisitDate,
      createdAt: (r.registeredAt ?? new Date(0)).toISOString(),
      metrics: metrics.get(r.id) ?? [],
      files: files.get(r.id) ?? [],
      helpfulCount: helpful.get(r.id) ?? 0,
    })),
    input,
    total,
  );
}
