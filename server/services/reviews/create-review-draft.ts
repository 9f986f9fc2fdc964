import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ReviewDraft } from '@/api/contracts/reviews';
import { periodType } from '@/lib/period-type';
import { getDb } from '../../db/client';
import { reviews } from '../../db/schema';
import { cleanupReviewDraftsSoon } from '../../jobs/cleanup-review-drafts';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';

/**
 * POST /v1/users/reviews/temp: the draft the write modal uploads images against.
 *
 * - The spot must be public (unknown 404, deleted or hidden 400 / 40000001) and open: a
 *   READY pop-up can't be reviewed before it opens (400 / 40000103 REVIEW_SPOT_NOT_OPEN).
 *   ENDED is fine.
 * - A caller who already has a registered review for the spot gets 400 / 40000102
 *   ALREADY_EXISTS_SPOT_REVIEW here, so the client shows the 'one review per place' notice
 *   before the user writes anything, and there is no draft to discard. This check is a
 *   courtesy: the unique index checked at registration is what makes a second review
 *   impossible (two tabs may both get a draft; only one can be registered).
 * - Every call makes a new draft (two tabs never share images); abandoned drafts are
 *   removed after 24 hours by the cleanup job, which this call also starts now and then.
 */
export async function createReviewDraft(input: { userId: number; spotId: number }): Promise<ReviewDraft> {
  const db = await getDb();
  const spot = await findPublicSpotOrThrow(db, input.spotId);
  if (periodType(spot.openDate, spot.closeDate) === 'READY') {
    throw apiError('REVIEW_SPOT_NOT_OPEN');
  }
  const [registered] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, input.userId),
        eq(reviews.spotId, spot.id),
        eq(reviews.status, 'REGISTERED'),
        isNull(reviews.deletedAt),
      ),
    )
    .limit(1);
  if (registered) throw apiError('ALREADY_EXISTS_SPOT_REVIEW');
  const [draft] = await db
    .insert(reviews)
    .values({ userId: input.userId, spotId: spot.id, status: 'TEMPORARY' })
    .returning({ id: reviews.id });
  cleanupReviewDraftsSoon();
  return { reviewId: draft.id };
}
