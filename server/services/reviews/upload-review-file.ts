import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ReviewFile } from '@/api/contracts/reviews';
import { REVIEW_LIMITS } from '@/lib/constants';
import { getDb } from '../../db/client';
import { reviewFiles, reviews } from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';
import { putImage, renderImageVariants } from '../../storage/image-variants';
import { reencodeReviewImage, removeStoredFiles, reviewImageKey } from '../../storage/review-images';
import { findOwnReviewOrThrow } from './review-access';

/**
 * POST /v1/users/reviews/{id}/files: one image for my draft or my registered review.
 *
 * 1. Someone else's (or an unknown) review: 404, before any image work.
 * 2. More than 10485760 bytes: 413 (the HTTP layer already refused bodies much larger
 *    while streaming). Bytes that aren't PNG, JPEG or WebP, HEIC included: 400.
 * 3. Re-encoded to WebP (upright, no metadata, at most 2048 px), and its AVIF and WebP
 *    variants made (decision 027), outside any transaction.
 * 4. In one transaction: the review row is locked (SELECT ... FOR UPDATE), its images
 *    counted, and the sixth refused with 400 REVIEW_IMAGE_LIMIT; so concurrent uploads to one review queue on
 *    the lock and at most five ever get in. The file and its variants are written while the
 *    lock is held and removed again if the transaction doesn't commit.
 *
 * Images leave a review only when it is saved (`deletedFileIds` of the register call), so
 * that closing an edit without saving can keep them. The form sends the ones it has removed
 * so far with each upload: those don't take a place, and the reader can replace a photo
 * before saving. Saving then refuses a review left with more than five. What a client can
 * hold unsaved is bounded too: ten stored images per review at most.
 */
export async function uploadReviewFile(input: {
  userId: number;
  reviewId: number;
  file: File;
  /** This review's images the form has removed (to be deleted on save); other ids count for nothing. */
  deletedFileIds?: number[];
}): Promise<ReviewFile> {
  const db = await getDb();
  await findOwnReviewOrThrow(db, input);
  if (input.file.size > REVIEW_LIMITS.maxImageBytes) {
    throw apiError('PAYLOAD_TOO_LARGE', { 'form.file': [`at most ${REVIEW_LIMITS.maxImageBytes} bytes`] });
  }
  const image = await reencodeReviewImage(new Uint8Array(await input.file.arrayBuffer()));
  const variants = await renderImageVariants(image.bytes);
  const key = reviewImageKey(input.reviewId);
  let written = false;
  try {
    const row = await db.transaction(async (tx) => {
      await findOwnReviewOrThrow(tx, { ...input, lock: true });
      const stored = await tx
        .select({ id: reviewFiles.id, sortOrder: reviewFiles.sortOrder })
        .from(reviewFiles)
        .where(eq(reviewFiles.reviewId, input.reviewId));
      const removed = new Set(input.deletedFileIds ?? []);
      const kept = stored.filter((f) => !removed.has(f.id)).length;
      const next = Math.max(-1, ...stored.map((f) => f.sortOrder)) + 1;
      if (kept >= REVIEW_LIMITS.maxImages || stored.length >= REVIEW_LIMITS.maxImages * 2) {
        throw apiError('REVIEW_IMAGE_LIMIT', {
          'form.file': [`at most ${REVIEW_LIMITS.maxImages} images per review`],
        });
      }
      const [inserted] = await tx
        .insert(reviewFiles)
        .values({
          reviewId: input.reviewId,
          path: key,
          width: image.width,
          height: image.height,
          byteSize: image.bytes.byteLength,
          sortOrder: next,
        })
        .returning({ id: reviewFiles.id });
      // Touching the review keeps a draft that is being worked on away from the cleanup.
      await tx.update(reviews).set({ updatedAt: new Date() }).where(eq(reviews.id, input.reviewId));
      written = true; // before writing: a failure part-way leaves files to remove
      await putImage(key, image.bytes, variants);
      return inserted;
    });
    return { id: row.id, path: publicFileUrl(key) };
  } catch (error) {
    if (written) await removeStoredFiles([key]);
    throw error;
  }
}
