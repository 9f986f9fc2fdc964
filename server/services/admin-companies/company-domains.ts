import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { AdminCompany } from '@/api/contracts/admin-companies';
import { getDb } from '../../db/client';
import { companyDomains } from '../../db/schema';
import { recordCompanyAudit } from '../enterprise/record-company-audit';
import { companyOr404 } from '../enterprise/list-company-members';
import { companyConflict, readAdminCompany } from './read-admin-companies';

/**
 * POST /v1/admin/companies/{id}/domains: people with an address at this domain may then ask
 * to join the company. A domain belongs to one company (COMPANY_DOMAIN_TAKEN, 409).
 */
export async function addCompanyDomain(input: { userId: number; companyId: number; domain: string }) {
  const db = await getDb();
  try {
    return await db.transaction(async (tx): Promise<AdminCompany> => {
      await companyOr404(tx, input.companyId, true);
      const [row] = await tx
        .insert(companyDomains)
        .values({ companyId: input.companyId, domain: input.domain })
        .returning({ id: companyDomains.id });
      await recordCompanyAudit(tx, {
        companyId: input.companyId,
        actorUserId: input.userId,
        action: 'DOMAIN_ADDED',
        targetType: 'DOMAIN',
        targetId: row.id,
        detail: { domain: input.domain },
      });
      return readAdminCompany(tx, input.companyId);
    });
  } catch (error) {
    return companyConflict(error);
  }
}

/**
 * DELETE /v1/admin/companies/{id}/domains/{domainId}: no new member can verify at the domain;
 * members who already did stay members.
 */
export async function removeCompanyDomain(input: {
  userId: number;
  companyId: number;
  domainId: number;
}): Promise<AdminCompany> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await companyOr404(tx, input.companyId, true);
    const [removed] = await tx
      .delete(companyDomains)
      .where(and(eq(companyDomains.id, input.domainId), eq(companyDomains.companyId, input.companyId)))
      .returning({ domain: companyDomains.domain });
    if (!removed) throw apiError('NOT_FOUND');
    await recordCompanyAudit(tx, {
      companyId: input.companyId,
      actorUserId: input.userId,
      action: 'DOMAIN_REMOVED',
      targetType: 'DOMAIN',
      targetId: input.domainId,
      detail: { domain: removed.domain },
    });
    return readAdminCompany(tx, input.companyId);
  });
}
