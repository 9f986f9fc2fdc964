import 'server-only';
import { deleteOwnReviewWithFiles } from './review-access';

/**
 * DELETE /v1/users/reviews/temp/{id}: discard one of my drafts and its images. Only drafts:
 * a registered review answers 404 here, so a modal closing late (after its draft was
 * registered in another tab) can never delete a published review.
 */
export async function deleteReviewDraft(input: { userId: number; reviewId: number }): Promise<void> {
  await deleteOwnReviewWithFiles({ ...input, status: 'TEMPORARY' });
}
