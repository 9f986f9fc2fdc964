import 'server-only';
import { invalidatePages, pageTags } from '../../cache/page-cache';
import { and, eq, isNull } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { getDb, type Executor } from '../../db/client';
import { reviewFiles, reviews } from '../../db/schema';
import { removeStoredFiles } from '../../storage/review-images';

type ReviewStatus = (typeof reviews.$inferSelect)['status'];

/**
 * The caller's own, non-deleted review (draft or registered, or only the given status), or
 * REVIEW_NOT_FOUND. Someone else's id answers exactly like an id that never existed, so user routes
 * don't reveal which reviews exist. With `lock`, the row is locked (SELECT ... FOR UPDATE)
 * until the transaction ends: uploads and edits of one review then run one after another.
 */
export async function findOwnReviewOrThrow(
  db: Executor,
  input: { userId: number; reviewId: number; status?: ReviewStatus; lock?: boolean },
) {
  const query = db
    .select({
      id: reviews.id,
      spotId: reviews.spotId,
      status: reviews.status,
      registeredAt: reviews.registeredAt,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.id, input.reviewId),
        eq(reviews.userId, input.userId),
        isNull(reviews.deletedAt),
        input.status ? eq(reviews.status, input.status) : undefined,
      ),
    )
    .limit(1);
  const [review] = input.lock ? await query.for('update') : await query;
  if (!review) throw apiError('REVIEW_NOT_FOUND');
  return review;
}

/**
 * Deletes the caller's own review of the given status for good (the row and, through the
 * foreign keys, its images, metrics and reactions), then its files on disk. The row lock
 * orders it against a concurrent upload: the upload either finished first (its file is
 * listed here) or finds no review afterwards (404, nothing written).
 */
export async function deleteOwnReviewWithFiles(input: {
  userId: number;
  reviewId: number;
  status: ReviewStatus;
}): Promise<void> {
  const db = await getDb();
  const { keys, spotId } = await db.transaction(async (tx) => {
    const review = await findOwnReviewOrThrow(tx, { ...input, lock: true });
    const files = await tx
      .select({ path: reviewFiles.path })
      .from(reviewFiles)
      .where(eq(reviewFiles.reviewId, input.reviewId));
    await tx.delete(reviews).where(eq(reviews.id, input.reviewId));
    return { keys: files.map((f) => f.path), spotId: review.spotId };
  });
  await removeStoredFiles(keys);
  // A registered review was on the pop-up's cached pages; a draft never was.
  if (input.status === 'REGISTERED') await invalidatePages([pageTags.reviews(spotId)]);
}
