import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SpotReviewList } from '@/api/contracts/reviews';
import type { ReviewSortOption } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { reviews, users } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';
import { filesByReview, isPublicReview, metricsByReview, reviewsMarkedHelpfulBy, visitVerified } from './review-parts';
import { pageOffset, toPage } from '../shared/paging';

/** Helpful marks of the review in the row (the helpful_count sort and the card's count). */
const helpfulCount = sql<number>`(SELECT count(*)::int FROM review_reactions rr WHERE rr.review_id = ${reviews.id} AND rr.reaction_type = 'HELPFUL')`;

const ORDER: Record<ReviewSortOption, SQL[]> = {
  created_at: [desc(reviews.registeredAt), desc(reviews.id)],
  score: [desc(reviews.score), desc(reviews.registeredAt), desc(reviews.id)],
  helpful_count: [desc(helpfulCount), desc(reviews.registeredAt), desc(reviews.id)],
};

/**
 * GET /v2/spots/{id}/reviews: a pop-up's registered reviews, page by page, newest first
 * (created_at = when registered), or by score or helpful count (ties newest first, then by
 * id, so pages never overlap). Drafts and deleted reviews never show. Each card carries the
 * caller's own reaction, whether the review is the caller's, and whether its author's visit
 * is verified (decision 042); `verifiedOnly` keeps only those, in the page totals too. One
 * query for the page, then one each for metrics, images and the caller's reactions.
 */
export async function listSpotReviews(input: {
  spotId: number;
  viewerId: number | null;
  sort: ReviewSortOption;
  page: number;
  size: number;
  lang: Locale;
  verifiedOnly?: boolean;
}): Promise<SpotReviewList> {
  const db = await getDb();
  await findPublicSpotOrThrow(db, input.spotId);
  const where = and(
    eq(reviews.spotId, input.spotId),
    isPublicReview(),
    input.verifiedOnly ? visitVerified() : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        userId: reviews.userId,
        nickname: users.nickname,
        profileImageUrl: users.profileImageUrl,
        authorDeletedAt: users.deletedAt,
        score: reviews.score,
        content: reviews.content,
        visitDate: reviews.visitDate,
        registeredAt: reviews.registeredAt,
        helpfulCount,
        visitVerified: visitVerified(),
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(...ORDER[input.sort])
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [metrics, files, mine] = await Promise.all([
    metricsByReview(db, ids, input.lang),
    filesByReview(db, ids),
    reviewsMarkedHelpfulBy(db, ids, input.viewerId),
  ]);
  return toPage(
    rows.map((r) => ({
      reviewId: r.id,
      // A deleted account's reviews stay, without a name: it may be someone else's now.
      user: r.authorDeletedAt
        ? { nickname: null, profileImageUrl: null }
        : { nickname: r.nickname, profileImageUrl: r.profileImageUrl },
      score: r.score ?? 0,
      content: r.content ?? '',
      visitDate: r.visitDate,
      createdAt: (r.registeredAt ?? new Date(0)).toISOString(),
      metrics: metrics.get(r.id) ?? [],
      files: files.get(r.id) ?? [],
      helpfulCount: r.helpfulCount,
      myReaction: mine.has(r.id) ? 'HELPFUL' : null,
      isMine: r.userId === input.viewerId,
      visitVerified: r.visitVerified,
    })),
    input,
    total,
  );
}
