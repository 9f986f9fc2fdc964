import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { CompanyMembers } from '@/api/contracts/enterprise';
import { getDb } from '../../db/client';
import { enterpriseInvitations } from '../../db/schema';
import { requireCompanyRole } from './company-access';
import { companyOr404, readCompanyMembers } from './list-company-members';
import { recordCompanyAudit } from './record-company-audit';

/**
 * DELETE /v1/enterprise/companies/{id}/invitations/{invitationId}: an owner (or an admin)
 * withdraws an open invitation; the address can still join, as STAFF. An invitation that is
 * not this company's, or no longer open, is 404.
 */
export async function withdrawInvitation(input: {
  userId: number;
  companyId: number;
  invitationId: number;
}): Promise<CompanyMembers> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await companyOr404(tx, input.companyId, true);
    await requireCompanyRole(tx, { userId: input.userId, companyId: input.companyId, minRole: 'OWNER' });
    const [withdrawn] = await tx
      .update(enterpriseInvitations)
      .set({ withdrawnAt: new Date() })
      .where(
        and(
          eq(enterpriseInvitations.id, input.invitationId),
          eq(enterpriseInvitations.companyId, input.companyId),
          isNull(enterpriseInvitations.acceptedAt),
          isNull(enterpriseInvitations.withdrawnAt),
        ),
      )
      .returning({ email: enterpriseInvitations.email, role: enterpriseInvitations.role });
    if (!withdrawn) throw apiError('NOT_FOUND');
    await recordCompanyAudit(tx, {
      companyId: input.companyId,
      actorUserId: input.userId,
      action: 'INVITATION_WITHDRAWN',
      targetType: 'INVITATION',
      targetId: input.invitationId,
      detail: { email: withdrawn.email, role: withdrawn.role },
    });
    return readCompanyMembers(tx, input);
  });
}
