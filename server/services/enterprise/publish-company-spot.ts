import 'server-only';
import { eq } from 'drizzle-orm';
import type { EnterpriseSpot } from '@/api/contracts/enterprise-spots';
import { getDb } from '../../db/client';
import { spots } from '../../db/schema';
import { requireSpotRole } from './company-access';
import { readCompanySpot } from './company-spot-record';
import { afterSpotWrite } from './company-spot-writes';
import { recordCompanyAudit } from './record-company-audit';

/**
 * POST /v1/enterprise/spots/{id}/publish and /unpublish (the company's MANAGER and up, or an
 * admin). Publishing makes the pop-up public now (a scheduled one is brought forward; a
 * public one stays as it is) and tells keyword followers; unpublishing takes it off every
 * list and its page answers 'deleted content' (activated_at null) until it is published
 * again. Doing what is already done changes nothing and logs nothing.
 */
export async function setCompanySpotPublished(input: {
  userId: number;
  spotId: number;
  published: boolean;
}): Promise<EnterpriseSpot> {
  const db = await getDb();
  const { record, changed } = await db.transaction(async (tx) => {
    const { companyId } = await requireSpotRole(tx, {
      userId: input.userId,
      spotId: input.spotId,
      minRole: 'MANAGER',
      lock: true,
    });
    const [spot] = await tx.select({ activatedAt: spots.activatedAt }).from(spots).where(eq(spots.id, input.spotId));
    const now = new Date();
    const isPublic = spot.activatedAt !== null && spot.activatedAt <= now;
    const wasHidden = spot.activatedAt === null;
    const change = input.published ? !isPublic : !wasHidden;
    if (change) {
      await tx
        .update(spots)
        .set({ activatedAt: input.published ? now : null })
        .where(eq(spots.id, input.spotId));
      await recordCompanyAudit(tx, {
        companyId,
        actorUserId: input.userId,
        action: input.published ? 'SPOT_PUBLISHED' : 'SPOT_UNPUBLISHED',
        targetType: 'SPOT',
        targetId: input.spotId,
      });
    }
    return { record: await readCompanySpot(tx, input.spotId), changed: change };
  });
  if (changed) await afterSpotWrite(input.spotId, { notify: input.published });
  return record;
}
