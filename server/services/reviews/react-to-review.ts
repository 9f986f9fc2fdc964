import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ReactionState, ReviewReactionType } from '@/api/contracts/reviews';
import { getDb, type Executor } from '../../db/client';
import { reviewReactions, reviews, spots } from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { helpfulCountsByReview, isPublicReview } from './review-parts';

type Input = { userId: number; reviewId: number; reactionType: ReviewReactionType };

/**
 * POST / DELETE /v1/users/reviews/{reviewId}/reaction ('helpful'). Rules:
 * - only on a review the public can see (registered, not deleted, on a public pop-up);
 *   anything else, drafts included, is 404 REVIEW_NOT_FOUND;
 * - never on my own review: 400 REVIEW_OWN_REACTION (for both calls, so the client never
 *   offers it);
 * - idempotent: marking twice keeps one mark (primary key + ON CONFLICT DO NOTHING),
 *   removing a mark that isn't there succeeds.
 * Answers my reaction after the call and the review's helpful count (the helpful_count sort).
 */
export async function addReviewReaction(input: Input): Promise<ReactionState> {
  const db = await getDb();
  await findReactableReviewOrThrow(db, input);
  await db
    .insert(reviewReactions)
    .values({ reviewId: input.reviewId, userId: input.userId, reactionType: input.reactionType })
    .onConflictDoNothing();
  return stateOf(db, input.reviewId, input.reactionType);
}

export async function removeReviewReaction(input: Input): Promise<ReactionState> {
  const db = await getDb();
  await findReactableReviewOrThrow(db, input);
  await db
    .delete(reviewReactions)
    .where(
      and(
        eq(reviewReactions.reviewId, input.reviewId),
        eq(reviewReactions.userId, input.userId),
        eq(reviewReactions.reactionType, input.reactionType),
      ),
    );
  return stateOf(db, input.reviewId, null);
}

async function findReactableReviewOrThrow(db: Executor, input: Input) {
  const [review] = await db
    .select({ userId: reviews.userId })
    .from(reviews)
    .innerJoin(spots, eq(spots.id, reviews.spotId))
    .where(and(eq(reviews.id, input.reviewId), isPublicReview(), isPublicSpot()))
    .limit(1);
  if (!review) throw apiError('REVIEW_NOT_FOUND');
  if (review.userId === input.userId) throw apiError('REVIEW_OWN_REACTION');
}

async function stateOf(db: Executor, reviewId: number, myReaction: ReviewReactionType | null): Promise<ReactionState> {
  const counts = await helpfulCountsByReview(db, [reviewId]);
  return { reviewId, myReaction, helpfulCount: counts.get(reviewId) ?? 0 };
}
