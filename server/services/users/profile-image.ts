import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { Me } from '@/api/contracts/users';
import { REVIEW_LIMITS } from '@/lib/constants';
import { getDb } from '../../db/client';
import { users } from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';
import { putImage, renderImageVariants } from '../../storage/image-variants';
import { reencodeReviewImage } from '../../storage/review-images';
import { toMe } from '../auth/user-accounts';
import { profileImageKey, removeProfileImage, storedProfileImageKey } from './profile-image-files';

/**
 * PUT /v1/users/me/profile-image: a new profile picture, under the review images' rules
 * (PNG, JPEG or WebP by their bytes, at most 10485760 bytes; re-encoded to WebP without
 * metadata, with the AVIF and WebP sizes). The file is written first, then the row points at
 * it; the picture it replaces, if it was an upload, is removed after. A failure on the way
 * leaves the old picture in place.
 */
export async function updateProfileImage(input: { userId: number; file: File }): Promise<Me> {
  if (input.file.size > REVIEW_LIMITS.maxImageBytes) {
    throw apiError('PAYLOAD_TOO_LARGE', { 'form.file': [`at most ${REVIEW_LIMITS.maxImageBytes} bytes`] });
  }
  const image = await reencodeReviewImage(new Uint8Array(await input.file.arrayBuffer()));
  const key = profileImageKey(input.userId);
  await putImage(key, image.bytes, await renderImageVariants(image.bytes));
  const db = await getDb();
  try {
    const result = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ url: users.profileImageUrl })
        .from(users)
        .where(and(eq(users.id, input.userId), isNull(users.deletedAt)))
        .for('update');
      if (!before) throw apiError('INVALID_TOKEN');
      const [row] = await tx
        .update(users)
        .set({ profileImageUrl: publicFileUrl(key) })
        .where(eq(users.id, input.userId))
        .returning();
      return { row, replaced: storedProfileImageKey(before.url, input.userId) };
    });
    await removeProfileImage(result.replaced);
    return toMe(result.row);
  } catch (error) {
    await removeProfileImage(key);
    throw error;
  }
}

/** DELETE /v1/users/me/profile-image: back to the default picture. */
export async function removeMyProfileImage({ userId }: { userId: number }): Promise<Me> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ url: users.profileImageUrl })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!before) throw apiError('INVALID_TOKEN');
    const [row] = await tx.update(users).set({ profileImageUrl: null }).where(eq(users.id, userId)).returning();
    return { row, replaced: storedProfileImageKey(before.url, userId) };
  });
  await removeProfileImage(result.replaced);
  return toMe(result.row);
}
