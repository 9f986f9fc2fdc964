import 'server-only';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { EnterpriseSpot, enterpriseSpotUpdateSchema } from '@/api/contracts/enterprise-spots';
import type { z } from 'zod';
import { getDb } from '../../db/client';
import { spotFiles, spots } from '../../db/schema';
import { removeStoredFiles } from '../../storage/review-images';
import { requireSpotRole } from './company-access';
import { changedFields, readCompanySpot, replaceSpotChildren, spotColumns } from './company-spot-record';
import { afterSpotWrite, KEYWORD_FIELDS } from './company-spot-writes';
import { recordCompanyAudit } from './record-company-audit';

type UpdateBody = z.output<typeof enterpriseSpotUpdateSchema>;

/**
 * PUT /v1/enterprise/spots/{id} (the company's MANAGER and up, or an admin): replaces every
 * field of the pop-up; arrays as a whole. `images` lists the pop-up's images in their new
 * order with their kind; an image left out is removed (its row now, its files after the
 * commit). The row is locked for the transaction, so two editors' saves apply one after the
 * other. The audit line names the fields that changed; a save that changes nothing writes none.
 */
export async function updateCompanySpot(
  input: { userId: number; spotId: number } & UpdateBody,
): Promise<EnterpriseSpot> {
  const db = await getDb();
  const { userId, spotId, images, ...spotInput } = input;
  const { record, changed, removedKeys } = await db.transaction(async (tx) => {
    const { caller, companyId } = await requireSpotRole(tx, {
      userId,
      spotId,
      minRole: 'MANAGER',
      lock: true,
    });
    const before = await readCompanySpot(tx, spotId);
    const owned = new Set(before.images.map((i) => i.id));
    const unknown = images.filter((i) => !owned.has(i.id));
    if (unknown.length > 0) throw apiError('BAD_REQUEST', { 'json.images': ['an image of another pop-up'] });

    const columns = await spotColumns(tx, spotInput, { isAdmin: caller.isAdmin, currentType: before.type });
    await tx.update(spots).set(columns).where(eq(spots.id, spotId));
    await replaceSpotChildren(tx, spotId, spotInput);

    const keep = images.map((i) => i.id);
    const removed = await tx
      .delete(spotFiles)
      .where(
        keep.length > 0
          ? and(eq(spotFiles.spotId, spotId), notInArray(spotFiles.id, keep))
          : eq(spotFiles.spotId, spotId),
      )
      .returning({ path: spotFiles.path });
    const byKind = { HERO: 0, DETAIL: 0 };
    for (const image of images) {
      await tx
        .update(spotFiles)
        .set({ kind: image.kind, sortOrder: byKind[image.kind]++ })
        .where(and(eq(spotFiles.spotId, spotId), inArray(spotFiles.id, [image.id])));
    }

    const after = await readCompanySpot(tx, spotId);
    const fields = changedFields(before, after);
    if (fields.length > 0) {
      await recordCompanyAudit(tx, {
        companyId,
        actorUserId: userId,
        action: 'SPOT_UPDATED',
        targetType: 'SPOT',
        targetId: spotId,
        detail: { fields },
      });
    }
    return { record: after, changed: fields, removedKeys: removed.map((r) => r.path) };
  });
  await removeStoredFiles(removedKeys);
  const keywordRelevant = changed.some(
    (f) => (KEYWORD_FIELDS as readonly string[]).includes(f) || f.startsWith('region'),
  );
  await afterSpotWrite(spotId, { notify: keywordRelevant });
  return record;
}
