import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { getDb } from '../../db/client';
import { companies, spots } from '../../db/schema';
import { requireCompanyRole } from './company-access';
import { replaceSpotChildren, spotColumns, type SpotInput } from './company-spot-record';
import { afterSpotWrite } from './company-spot-writes';
import { recordCompanyAudit } from './record-company-audit';

/**
 * POST /v1/enterprise/companies/{companyId}/spots (MANAGER and up, or an admin for any
 * company): a new pop-up with every field, not yet published (publishing is its own step).
 */
export async function createCompanySpot(
  input: { userId: number; companyId: number } & SpotInput,
): Promise<{ id: number }> {
  const { userId, companyId, ...spot } = input;
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const caller = await requireCompanyRole(tx, {
      userId,
      companyId,
      minRole: 'MANAGER',
    });
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw apiError('NOT_FOUND');
    const columns = await spotColumns(tx, spot, { isAdmin: caller.isAdmin });
    const [row] = await tx
      .insert(spots)
      .values({ ...columns, companyId, activatedAt: null })
      .returning({ id: spots.id });
    await replaceSpotChildren(tx, row.id, spot);
    await recordCompanyAudit(tx, {
      companyId,
      actorUserId: userId,
      action: 'SPOT_CREATED',
      targetType: 'SPOT',
      targetId: row.id,
      detail: { title: spot.title },
    });
    return row.id;
  });
  await afterSpotWrite(id, { notify: false });
  return { id };
}
