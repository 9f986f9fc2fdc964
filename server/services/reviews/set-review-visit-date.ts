import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ResultCodeName } from '@/api/error-codes';
import type { ReviewVisitDate } from '@/api/contracts/reviews';
import { seoulDayKey } from '@/lib/period-type';
import { getDb } from '../../db/client';
import { reviews, spots } from '../../db/schema';
import { findOwnReviewOrThrow } from './review-access';

/**
 * PUT /v1/users/reviews/{reviewId}/visit-date: the day I visited, on my draft or my
 * registered review (someone else's: 404 REVIEW_NOT_FOUND). A Korean calendar day that is not
 * after today in Seoul, not before the pop-up's opening day and not after its closing day (a
 * visit outside the pop-up's run can't have happened); otherwise 400 with the rule's code
 * (VISIT_DATE_IN_FUTURE, VISIT_DATE_BEFORE_OPEN, VISIT_DATE_AFTER_CLOSE) and a field error.
 */
export async function setReviewVisitDate(input: {
  userId: number;
  reviewId: number;
  visitDate: string;
}): Promise<ReviewVisitDate> {
  const db = await getDb();
  const review = await findOwnReviewOrThrow(db, input);
  const [spot] = await db
    .select({ openDate: spots.openDate, closeDate: spots.closeDate })
    .from(spots)
    .where(eq(spots.id, review.spotId));
  const refuse = (name: ResultCodeName, why: string) => apiError(name, { 'json.visitDate': [why] });
  if (input.visitDate > seoulDayKey(Date.now())) throw refuse('VISIT_DATE_IN_FUTURE', 'cannot be in the future');
  if (spot && input.visitDate < spot.openDate) {
    throw refuse('VISIT_DATE_BEFORE_OPEN', 'cannot be before the pop-up opened');
  }
  if (spot?.closeDate && input.visitDate > spot.closeDate) {
    throw refuse('VISIT_DATE_AFTER_CLOSE', 'cannot be after the pop-up closed');
  }
  await db.update(reviews).set({ visitDate: input.visitDate }).where(eq(reviews.id, review.id));
  return { reviewId: review.id, visitDate: input.visitDate };
}
