import 'server-only';
import { and, desc, eq, isNull, asc } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { CompanyMembers } from '@/api/contracts/enterprise';
import { getDb, type Executor } from '../../db/client';
import { companies, companyDomains, enterpriseInvitations, enterpriseMembers, users } from '../../db/schema';
import { requireCompanyRole } from './company-access';

const ROLE_ORDER = { OWNER: 0, MANAGER: 1, STAFF: 2 } as const;

/** The company's row, locked for the rest of the transaction when `lock`; 404 when unknown. */
export async function companyOr404(tx: Executor, companyId: number, lock = false) {
  const query = tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [company] = lock ? await query.for('update') : await query;
  if (!company) throw apiError('NOT_FOUND');
  return company;
}

/** The members page's data, read with the transaction that just changed it (or alone). */
export async function readCompanyMembers(
  tx: Executor,
  input: { userId: number; companyId: number },
): Promise<CompanyMembers> {
  const company = await companyOr404(tx, input.companyId);
  const caller = await requireCompanyRole(tx, { ...input, minRole: 'MANAGER' });
  const domains = await tx
    .select({ domain: companyDomains.domain })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, input.companyId))
    .orderBy(asc(companyDomains.domain));
  const members = await tx
    .select({
      id: enterpriseMembers.id,
      userId: enterpriseMembers.userId,
      nickname: users.nickname,
      email: enterpriseMembers.email,
      role: enterpriseMembers.role,
      verifiedAt: enterpriseMembers.verifiedAt,
    })
    .from(enterpriseMembers)
    .innerJoin(users, eq(users.id, enterpriseMembers.userId))
    .where(and(eq(enterpriseMembers.companyId, input.companyId), eq(enterpriseMembers.status, 'VERIFIED')))
    .orderBy(asc(enterpriseMembers.id));
  const invitations = await tx
    .select({
      id: enterpriseInvitations.id,
      email: enterpriseInvitations.email,
      role: enterpriseInvitations.role,
      invitedBy: users.nickname,
      createdAt: enterpriseInvitations.createdAt,
    })
    .from(enterpriseInvitations)
    .leftJoin(users, eq(users.id, enterpriseInvitations.invitedByUserId))
    .where(
      and(
        eq(enterpriseInvitations.companyId, input.companyId),
        isNull(enterpriseInvitations.acceptedAt),
        isNull(enterpriseInvitations.withdrawnAt),
      ),
    )
    .orderBy(desc(enterpriseInvitations.id));
  const own = caller.membership?.companyId === input.companyId ? caller.membership : null;
  return {
    company: { id: company.id, name: company.name, domains: domains.map((d) => d.domain) },
    canManage: caller.isAdmin || own?.role === 'OWNER',
    viewerMemberId: own?.id ?? null,
    members: members
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.id - b.id)
      .map((m) => ({ ...m, verifiedAt: m.verifiedAt?.toISOString() ?? null })),
    invitations: invitations.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
  };
}

/**
 * GET /v1/enterprise/companies/{id}/members: the verified members (owners first) and the open
 * invitations. Managers and owners of the company, and admins; anyone else 403, unknown 404.
 */
export async function listCompanyMembers(input: { userId: number; companyId: number }): Promise<CompanyMembers> {
  return readCompanyMembers(await getDb(), input);
}
