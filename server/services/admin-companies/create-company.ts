import 'server-only';
import type { AdminCompany } from '@/api/contracts/admin-companies';
import { getDb } from '../../db/client';
import { companies, companyDomains } from '../../db/schema';
import { recordCompanyAudit } from '../enterprise/record-company-audit';
import { companyConflict, readAdminCompany } from './read-admin-companies';

/**
 * POST /v1/admin/companies: an admin registers a company with its e-mail domains. A business
 * registration number, a name (whatever its case) or a domain another company has:
 * COMPANY_BRN_TAKEN / COMPANY_NAME_TAKEN / COMPANY_DOMAIN_TAKEN (409), and nothing is created.
 */
export async function createCompany(input: {
  userId: number;
  name: string;
  businessRegistrationNumber: string;
  email: string;
  domains: string[];
}): Promise<AdminCompany> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: input.name, businessRegistrationNumber: input.businessRegistrationNumber, email: input.email })
        .returning({ id: companies.id });
      await recordCompanyAudit(tx, {
        companyId: company.id,
        actorUserId: input.userId,
        action: 'COMPANY_CREATED',
        targetType: 'COMPANY',
        targetId: company.id,
        detail: { name: input.name },
      });
      for (const domain of [...new Set(input.domains)]) {
        const [row] = await tx
          .insert(companyDomains)
          .values({ companyId: company.id, domain })
          .returning({ id: companyDomains.id });
        await recordCompanyAudit(tx, {
          companyId: company.id,
          actorUserId: input.userId,
          action: 'DOMAIN_ADDED',
          targetType: 'DOMAIN',
          targetId: row.id,
          detail: { domain },
        });
      }
      return readAdminCompany(tx, company.id);
    });
  } catch (error) {
    return companyConflict(error);
  }
}
