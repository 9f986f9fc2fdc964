import 'server-only';
import { invalidatePages, pageTags } from '../../cache/page-cache';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ReviewForm, ReviewRegistered } from '@/api/contracts/reviews';
import { REVIEW_LIMITS } from '@/lib/constants';
import { periodType } from '@/lib/period-type';
import { getDb, type Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { reviewFiles, reviewMetrics, reviews, reviewSelectedMetrics } from '../../db/schema';
import { removeStoredFiles } from '../../storage/review-images';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';
import { findOwnReviewOrThrow } from './review-access';

/**
 * PUT /v2/users/me/reviews/{id}: registers my draft (TEMPORARY → REGISTERED, registered_at
 * set) or edits my registered review (registered_at kept), in one transaction on the locked
 * review row:
 *
 * - Someone else's or an unknown review: 404 REVIEW_NOT_FOUND. The spot must still be public
 *   (400 / 40000001) and open (READY: 400 REVIEW_SPOT_NOT_OPEN).
 * - selectedMetricIds: active metrics (or ones this review already had, so an edit survives
 *   a metric's retirement); anything else 400 REVIEW_METRIC_UNAVAILABLE with a field error.
 *   Duplicates count once.
 * - fileIds: images of this review, in the order to show them (another review's: 400
 *   REVIEW_IMAGE_UNKNOWN).
 *   Images in neither list keep their place after them. deletedFileIds: images of this
 *   review to remove, rows and stored files; ids that aren't this review's are ignored
 *   (never someone else's file, and a retry after a lost answer still succeeds).
 * - One registered review per user and spot is the partial unique index
 *   reviews_user_spot_registered_uq: of any number of concurrent registrations for one spot
 *   exactly one commits, the others answer 400 / 40000102 ALREADY_EXISTS_SPOT_REVIEW.
 *
 * Answers the review id and its ordinal: its place among my registered reviews, oldest
 * first; right after registering, that is how many reviews I have ('your 3rd review').
 */
export async function registerReview(
  input: ReviewForm & { userId: number; reviewId: number },
): Promise<ReviewRegistered> {
  const db = await getDb();
  let removedKeys: string[];
  let spotId: number;
  try {
    removedKeys = await db.transaction(async (tx) => {
      const review = await findOwnReviewOrThrow(tx, { userId: input.userId, reviewId: input.reviewId, lock: true });
      const spot = await findPublicSpotOrThrow(tx, review.spotId);
      spotId = spot.id;
      if (periodType(spot.openDate, spot.closeDate) === 'READY') {
        throw apiError('REVIEW_SPOT_NOT_OPEN');
      }
      const metricIds = await checkMetrics(tx, review.id, input.selectedMetricIds);
      const files = await tx
        .select({ id: reviewFiles.id, path: reviewFiles.path, sortOrder: reviewFiles.sortOrder })
        .from(reviewFiles)
        .where(eq(reviewFiles.reviewId, review.id))
        .orderBy(reviewFiles.sortOrder, reviewFiles.id);
      const ownIds = new Set(files.map((f) => f.id));
      const foreign = input.fileIds.filter((id) => !ownIds.has(id));
      if (foreign.length > 0) {
        throw apiError('REVIEW_IMAGE_UNKNOWN', {
          'json.fileIds': [`not images of this review: ${foreign.join(', ')}`],
        });
      }

      const deleted = new Set(input.deletedFileIds.filter((id) => ownIds.has(id)));
      // Uploads don't count images the form removed (upload-review-file.ts); here they go.
      if (files.length - deleted.size > REVIEW_LIMITS.maxImages) {
        throw apiError('REVIEW_IMAGE_LIMIT', {
          'json.deletedFileIds': [`keep at most ${REVIEW_LIMITS.maxImages} of this review's ${files.length} images`],
        });
      }

      // The registration itself first: a losing concurrent registration fails here, early.
      await tx
        .update(reviews)
        .set({
          status: 'REGISTERED',
          score: input.score,
          content: input.content,
          registeredAt: review.registeredAt ?? new Date(),
        })
        .where(eq(reviews.id, review.id));

      await tx.delete(reviewSelectedMetrics).where(eq(reviewSelectedMetrics.reviewId, review.id));
      await tx.insert(reviewSelectedMetrics).values(metricIds.map((metricId) => ({ reviewId: review.id, metricId })));

      const removed = files.filter((f) => deleted.has(f.id));
      if (removed.length > 0) {
        await tx.delete(reviewFiles).where(
          and(
            eq(reviewFiles.reviewId, review.id),
            inArray(
              reviewFiles.id,
              removed.map((f) => f.id),
            ),
          ),
        );
      }
      const kept = [...new Set(input.fileIds)];
      const order = [...kept, ...files.filter((f) => !deleted.has(f.id) && !kept.includes(f.id)).map((f) => f.id)];
      for (const [i, fileId] of order.entries()) {
        if (files.find((f) => f.id === fileId)?.sortOrder === i) continue;
        await tx.update(reviewFiles).set({ sortOrder: i }).where(eq(reviewFiles.id, fileId));
      }
      return removed.map((f) => f.path);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_user_spot_registered_uq')) throw apiError('ALREADY_EXISTS_SPOT_REVIEW');
    throw error;
  }
  await removeStoredFiles(removedKeys);
  // The pop-up's reviews (count, summary, list) show it; the lists' orderings by reviews are
  // counters and follow within their pages' revalidate time.
  await invalidatePages([pageTags.reviews(spotId!)]);
  return { reviewId: input.reviewId, ordinal: await ordinalOf(db, input.userId, input.reviewId) };
}

async function checkMetrics(tx: Executor, reviewId: number, requested: number[]): Promise<number[]> {
  const ids = [...new Set(requested)];
  const allowed = await tx
    .select({ id: reviewMetrics.id })
    .from(reviewMetrics)
    .where(
      and(
        inArray(reviewMetrics.id, ids),
        or(
          eq(reviewMetrics.isActive, true),
          sql`${reviewMetrics.id} IN (SELECT ${reviewSelectedMetrics.metricId} FROM ${reviewSelectedMetrics} WHERE ${reviewSelectedMetrics.reviewId} = ${reviewId})`,
        ),
      ),
    );
  const allowedIds = new Set(allowed.map((m) => m.id));
  const unknown = ids.filter((id) => !allowedIds.has(id));
  if (unknown.length > 0) {
    throw apiError('REVIEW_METRIC_UNAVAILABLE', { 'json.selectedMetricIds': [`not offered: ${unknown.join(', ')}`] });
  }
  return ids;
}

/** 1 for the user's oldest registered review, n for the newest (ties by id). */
async function ordinalOf(db: Executor, userId: number, reviewId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        eq(reviews.status, 'REGISTERED'),
        isNull(reviews.deletedAt),
        sql`(${reviews.registeredAt}, ${reviews.id}) <= (SELECT r.registered_at, r.id FROM ${reviews} r WHERE r.id = ${reviewId})`,
      ),
    );
  return row?.n ?? 0;
}
