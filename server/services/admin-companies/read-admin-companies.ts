import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { AdminCompany } from '@/api/contracts/admin-companies';
import { getDb, type Executor } from '../../db/client';
import { companies, companyDomains } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';

/** Companies with their domains and verified member counts, newest first (or one by id). */
async function readAdminCompanies(tx: Executor, companyId?: number): Promise<AdminCompany[]> {
  const rows = await tx
    .select({
      id: companies.id,
      name: companies.name,
      businessRegistrationNumber: companies.businessRegistrationNumber,
      email: companies.email,
      createdAt: companies.createdAt,
      memberCount: sql<number>`(select count(*)::int from enterprise_members m where m.company_id = ${companies.id} and m.status = 'VERIFIED')`,
    })
    .from(companies)
    .where(companyId === undefined ? undefined : eq(companies.id, companyId))
    .orderBy(desc(companies.id));
  const domains = await tx
    .select({ id: companyDomains.id, companyId: companyDomains.companyId, domain: companyDomains.domain })
    .from(companyDomains)
    .orderBy(asc(companyDomains.domain));
  return rows.map((c) => ({
    ...c,
    memberCount: Number(c.memberCount),
    createdAt: c.createdAt.toISOString(),
    domains: domains.filter((d) => d.companyId === c.id).map(({ id, domain }) => ({ id, domain })),
  }));
}

export async function readAdminCompany(tx: Executor, companyId: number): Promise<AdminCompany> {
  const [company] = await readAdminCompanies(tx, companyId);
  if (!company) throw apiError('NOT_FOUND');
  return company;
}

/** GET /v1/admin/companies. */
export async function listAdminCompanies(): Promise<AdminCompany[]> {
  return readAdminCompanies(await getDb());
}

/** The uniqueness promises of companies as their API codes (the indexes decide, not a check). */
export function companyConflict(error: unknown): never {
  if (isUniqueViolation(error, 'company_domains_domain_uq')) throw apiError('COMPANY_DOMAIN_TAKEN');
  if (isUniqueViolation(error, 'companies_brn_uq')) throw apiError('COMPANY_BRN_TAKEN');
  if (isUniqueViolation(error, 'companies_name_uq')) throw apiError('COMPANY_NAME_TAKEN');
  throw error;
}
