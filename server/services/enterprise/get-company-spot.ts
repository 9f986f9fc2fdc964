import 'server-only';
import type { EnterpriseSpot } from '@/api/contracts/enterprise-spots';
import { getDb } from '../../db/client';
import { requireSpotRole } from './company-access';
import { readCompanySpot } from './company-spot-record';

/** GET /v1/enterprise/spots/{id} (the company's STAFF and up, or an admin): the whole editable record. */
export async function getCompanySpot(input: { userId: number; spotId: number }): Promise<EnterpriseSpot> {
  const db = await getDb();
  await requireSpotRole(db, { userId: input.userId, spotId: input.spotId, minRole: 'STAFF' });
  return readCompanySpot(db, input.spotId);
}
