import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { CompanyMembers } from '@/api/contracts/enterprise';
import { getDb, type Transaction } from '../../db/client';
import { enterpriseMembers } from '../../db/schema';
import { requireCompanyRole, type CompanyRole } from './company-access';
import { companyOr404, readCompanyMembers } from './list-company-members';
import { recordCompanyAudit } from './record-company-audit';

type Target = { userId: number; companyId: number; memberId: number };

/**
 * The shared start of a change to one member: the company's row is locked (so two owners
 * demoting each other at once are applied in turn and the last-owner rule holds), the
 * caller must be its owner or an admin, and the member a verified one of this company (404).
 */
async function lockedMember(tx: Transaction, input: Target) {
  await companyOr404(tx, input.companyId, true);
  await requireCompanyRole(tx, { userId: input.userId, companyId: input.companyId, minRole: 'OWNER' });
  const [member] = await tx
    .select({ id: enterpriseMembers.id, role: enterpriseMembers.role, email: enterpriseMembers.email })
    .from(enterpriseMembers)
    .where(
      and(
        eq(enterpriseMembers.id, input.memberId),
        eq(enterpriseMembers.companyId, input.companyId),
        eq(enterpriseMembers.status, 'VERIFIED'),
      ),
    );
  if (!member) throw apiError('NOT_FOUND');
  return member;
}

/** A company always keeps one verified owner: taking away the last one is COMPANY_LAST_OWNER. */
async function assertAnotherOwner(tx: Transaction, companyId: number) {
  const [{ owners }] = (
    await tx.execute<{ owners: number }>(sql`
      select count(*)::int as owners from enterprise_members
      where company_id = ${companyId} and status = 'VERIFIED' and role = 'OWNER'
    `)
  ).rows;
  if (Number(owners) <= 1) throw apiError('COMPANY_LAST_OWNER');
}

/** PATCH /v1/enterprise/companies/{id}/members/{memberId}: an owner (or an admin) changes a role. */
export async function changeMemberRole(input: Target & { role: CompanyRole }): Promise<CompanyMembers> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, input);
    if (member.role === input.role) return readCompanyMembers(tx, input);
    if (member.role === 'OWNER') await assertAnotherOwner(tx, input.companyId);
    await tx
      .update(enterpriseMembers)
      .set({ role: input.role, updatedAt: new Date() })
      .where(eq(enterpriseMembers.id, member.id));
    await recordCompanyAudit(tx, {
      companyId: input.companyId,
      actorUserId: input.userId,
      action: 'MEMBER_ROLE_CHANGED',
      targetType: 'MEMBER',
      targetId: member.id,
      detail: { email: member.email, from: member.role, to: input.role },
    });
    return readCompanyMembers(tx, input);
  });
}

/**
 * DELETE /v1/enterprise/companies/{id}/members/{memberId}: an owner (or an admin) removes a
 * member (REVOKED: the console closes to them at once). An owner may leave while another
 * owner stays; the last owner cannot be removed.
 */
export async function removeMember(input: Target): Promise<CompanyMembers | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, input);
    if (member.role === 'OWNER') await assertAnotherOwner(tx, input.companyId);
    await tx
      .update(enterpriseMembers)
      .set({ status: 'REVOKED', verificationCode: null, verificationCodeExpiresAt: null, updatedAt: new Date() })
      .where(eq(enterpriseMembers.id, member.id));
    await recordCompanyAudit(tx, {
      companyId: input.companyId,
      actorUserId: input.userId,
      action: 'MEMBER_REMOVED',
      targetType: 'MEMBER',
      targetId: member.id,
      detail: { email: member.email, role: member.role },
    });
    // An owner who removed themselves can no longer read the list.
    const [self] = await tx
      .select({ id: enterpriseMembers.id })
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.id, member.id), eq(enterpriseMembers.userId, input.userId)));
    return self ? null : readCompanyMembers(tx, input);
  });
}
