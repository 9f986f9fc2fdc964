import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { AdminCompany } from '@/api/contracts/admin-companies';
import { getDb } from '../../db/client';
import { companies } from '../../db/schema';
import { recordCompanyAudit } from '../enterprise/record-company-audit';
import { companyConflict, readAdminCompany } from './read-admin-companies';

/**
 * PATCH /v1/admin/companies/{id}: name, business registration number, contact address. Another
 * company's name or number: COMPANY_NAME_TAKEN / COMPANY_BRN_TAKEN (409).
 */
export async function updateCompany(input: {
  userId: number;
  companyId: number;
  name?: string;
  businessRegistrationNumber?: string;
  email?: string;
}): Promise<AdminCompany> {
  const { userId, companyId, ...fields } = input;
  const db = await getDb();
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(companies)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(companies.id, companyId))
        .returning({ id: companies.id });
      if (!updated) throw apiError('NOT_FOUND');
      await recordCompanyAudit(tx, {
        companyId,
        actorUserId: userId,
        action: 'COMPANY_UPDATED',
        targetType: 'COMPANY',
        targetId: companyId,
        detail: { fields: Object.keys(changes) },
      });
      return readAdminCompany(tx, companyId);
    });
  } catch (error) {
    return companyConflict(error);
  }
}
