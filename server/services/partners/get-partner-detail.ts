import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { PartnerDetail } from '@/api/contracts/partners';
import { getDb } from '../../db/client';
import { partners } from '../../db/schema';
import { toPartnerCard } from './partner-card';

/**
 * GET /v1/partners/{id}: a Popspot Pass partner business. Unknown and deleted partners are
 * both 404: unlike a pop-up, a partner has no 'deleted content' dialog (nothing links to a
 * removed partner for long). No reference point, so distance is null.
 */
export async function getPartnerDetail(input: { partnerId: number }): Promise<PartnerDetail> {
  const db = await getDb();
  const [row] = await db.select().from(partners).where(eq(partners.id, input.partnerId)).limit(1);
  if (!row || row.deletedAt) throw apiError('NOT_FOUND');
  return {
    ...toPartnerCard(row, null),
    description: row.description,
    passBenefit: row.passBenefit,
    website: row.website,
    phone: row.phone,
    operationTime: row.operationTime,
  };
}
