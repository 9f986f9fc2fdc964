import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { spots } from '../../db/schema';
import { requireSpotRole } from './company-access';
import { afterSpotWrite } from './company-spot-writes';
import { recordCompanyAudit } from './record-company-audit';

/**
 * DELETE /v1/enterprise/spots/{id} (the company's MANAGER and up, or an admin): a soft
 * delete, as the admin's. Its page answers 'deleted content' from the next request on, it
 * leaves every list and the console; picks, reviews and tickets stay for their owners.
 */
export async function deleteCompanySpot(input: { userId: number; spotId: number }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { companyId } = await requireSpotRole(tx, {
      userId: input.userId,
      spotId: input.spotId,
      minRole: 'MANAGER',
      lock: true,
    });
    await tx.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, input.spotId));
    await recordCompanyAudit(tx, {
      companyId,
      actorUserId: input.userId,
      action: 'SPOT_DELETED',
      targetType: 'SPOT',
      targetId: input.spotId,
    });
  });
  await afterSpotWrite(input.spotId, { notify: false, reviews: true });
}
