import 'server-only';
import { randomUUID } from 'node:crypto';
import { count, eq, max } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { ENTERPRISE_SPOT_LIMITS, type EnterpriseSpotImage } from '@/api/contracts/enterprise-spots';
import { REVIEW_LIMITS } from '@/lib/constants';
import { getDb } from '../../db/client';
import { spotFiles } from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';
import { putImage, renderImageVariants } from '../../storage/image-variants';
import { reencodeReviewImage, removeStoredFiles } from '../../storage/review-images';
import { requireSpotRole } from './company-access';
import { afterSpotWrite } from './company-spot-writes';
import { recordCompanyAudit } from './record-company-audit';

/**
 * POST /v1/enterprise/spots/{id}/images (the company's MANAGER and up, or an admin): one
 * image, under the review uploads' rules: at most 10485760 bytes, PNG, JPEG or WebP judged
 * by the bytes (HEIC converted in the browser first), re-encoded upright to WebP without
 * metadata (no EXIF location), with its AVIF and WebP variants. The permission is checked
 * before any image work. The image joins the end of its kind's images at once (the pop-up's
 * pages are invalidated); ordering and removal are part of the pop-up's PUT.
 */
export async function uploadCompanySpotImage(input: {
  userId: number;
  spotId: number;
  kind: 'HERO' | 'DETAIL';
  file: File;
}): Promise<EnterpriseSpotImage> {
  const db = await getDb();
  await requireSpotRole(db, { userId: input.userId, spotId: input.spotId, minRole: 'MANAGER' });
  if (input.file.size > REVIEW_LIMITS.maxImageBytes) {
    throw apiError('PAYLOAD_TOO_LARGE', { 'form.file': [`at most ${REVIEW_LIMITS.maxImageBytes} bytes`] });
  }
  const image = await reencodeReviewImage(new Uint8Array(await input.file.arrayBuffer()));
  const variants = await renderImageVariants(image.bytes);
  const key = `spots/${input.spotId}/${randomUUID()}.webp`;
  let written = false;
  try {
    const row = await db.transaction(async (tx) => {
      const { companyId } = await requireSpotRole(tx, {
        userId: input.userId,
        spotId: input.spotId,
        minRole: 'MANAGER',
        lock: true,
      });
      const [stored] = await tx
        .select({ n: count(), last: max(spotFiles.sortOrder) })
        .from(spotFiles)
        .where(eq(spotFiles.spotId, input.spotId));
      if ((stored?.n ?? 0) >= ENTERPRISE_SPOT_LIMITS.images) {
        throw apiError('BAD_REQUEST', { 'form.file': [`at most ${ENTERPRISE_SPOT_LIMITS.images} images per pop-up`] });
      }
      const [inserted] = await tx
        .insert(spotFiles)
        .values({
          spotId: input.spotId,
          kind: input.kind,
          path: key,
          width: image.width,
          height: image.height,
          sortOrder: (stored?.last ?? -1) + 1,
        })
        .returning();
      await recordCompanyAudit(tx, {
        companyId,
        actorUserId: input.userId,
        action: 'SPOT_UPDATED',
        targetType: 'SPOT',
        targetId: input.spotId,
        detail: { fields: ['images'] },
      });
      written = true; // before writing: a failure part-way leaves files to remove
      await putImage(key, image.bytes, variants);
      return inserted;
    });
    await afterSpotWrite(input.spotId, { notify: false });
    return { id: row.id, kind: row.kind, path: publicFileUrl(key), width: row.width, height: row.height };
  } catch (error) {
    if (written) await removeStoredFiles([key]);
    throw error;
  }
}
