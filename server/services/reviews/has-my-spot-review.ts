import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { MyReviewExists } from '@/api/contracts/reviews';
import { getDb } from '../../db/client';
import { reviews } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';
import { isPublicReview } from './review-parts';

/**
 * GET /v1/spots/{id}/reviews/me/exists: whether the caller already has a registered review
 * of the pop-up (the write button then shows the 'one review per place' notice). Token
 * optional: anonymous callers (and bad tokens, as on every public route) get false.
 */
export async function hasMySpotReview(input: { spotId: number; userId: number | null }): Promise<MyReviewExists> {
  const db = await getDb();
  await findPublicSpotOrThrow(db, input.spotId);
  if (input.userId === null) return { exists: false };
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.spotId, input.spotId), eq(reviews.userId, input.userId), isPublicReview()))
    .limit(1);
  return { exists: Boolean(row) };
}
