import 'server-only';
import { deleteOwnReviewWithFiles } from './review-access';

/**
 * DELETE /v1/users/reviews/{id}: delete one of my registered reviews. A hard delete: the
 * review, its metrics, helpful marks and image rows go, and the image files are removed from
 * storage. The writer asked for the text and photos to be gone, and nothing else points at
 * a review. The place is free again: the user may review the spot anew. (`deleted_at` stays
 * in the schema for moderation: a review hidden by an operator is filtered everywhere.)
 */
export async function deleteReview(input: { userId: number; reviewId: number }): Promise<void> {
  await deleteOwnReviewWithFiles({ ...input, status: 'REGISTERED' });
}
