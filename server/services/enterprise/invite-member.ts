import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { CompanyMembers } from '@/api/contracts/enterprise';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { companyDomains, enterpriseInvitations, enterpriseMembers, users } from '../../db/schema';
import { sendMail } from '../../mail/transport';
import { requireCompanyRole, type CompanyRole } from './company-access';
import { invitationMail } from './enterprise-mail';
import { companyOr404, readCompanyMembers } from './list-company-members';
import { recordCompanyAudit } from './record-company-audit';

/**
 * POST /v1/enterprise/companies/{id}/invitations: an owner (or an admin: this is also how an
 * admin names a company's first OWNER) invites a work address with a role. The person joins
 * with that role when they verify the address (verify-membership-code). Inviting an address
 * with an open invitation again changes its role and mails it again.
 *
 * - The address is not at one of the company's domains: COMPANY_ERROR.
 * - A verified member already uses the address: CONFLICT.
 * - The mail cannot be sent: EMAIL_SEND, and no invitation is kept.
 */
export async function inviteMember(input: {
  userId: number;
  companyId: number;
  email: string;
  role: CompanyRole;
  lang: Locale;
}): Promise<CompanyMembers> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const company = await companyOr404(tx, input.companyId, true);
    await requireCompanyRole(tx, { userId: input.userId, companyId: input.companyId, minRole: 'OWNER' });
    const domain = input.email.slice(input.email.lastIndexOf('@') + 1);
    const [known] = await tx
      .select({ id: companyDomains.id })
      .from(companyDomains)
      .where(and(eq(companyDomains.companyId, input.companyId), eq(companyDomains.domain, domain)));
    if (!known) throw apiError('COMPANY_ERROR', { 'json.email': ["not at one of the company's domains"] });
    const [member] = await tx
      .select({ id: enterpriseMembers.id })
      .from(enterpriseMembers)
      .where(
        and(
          eq(enterpriseMembers.companyId, input.companyId),
          eq(enterpriseMembers.email, input.email),
          eq(enterpriseMembers.status, 'VERIFIED'),
        ),
      );
    if (member) throw apiError('CONFLICT', { 'json.email': ['already a member'] });

    const open = and(
      eq(enterpriseInvitations.companyId, input.companyId),
      eq(enterpriseInvitations.email, input.email),
      isNull(enterpriseInvitations.acceptedAt),
      isNull(enterpriseInvitations.withdrawnAt),
    );
    const [existing] = await tx.select({ id: enterpriseInvitations.id }).from(enterpriseInvitations).where(open);
    let invitationId: number;
    if (existing) {
      await tx
        .update(enterpriseInvitations)
        .set({ role: input.role, invitedByUserId: input.userId, createdAt: new Date() })
        .where(eq(enterpriseInvitations.id, existing.id));
      invitationId = existing.id;
    } else {
      const [created] = await tx
        .insert(enterpriseInvitations)
        .values({ companyId: input.companyId, email: input.email, role: input.role, invitedByUserId: input.userId })
        .returning({ id: enterpriseInvitations.id });
      invitationId = created.id;
    }
    await recordCompanyAudit(tx, {
      companyId: input.companyId,
      actorUserId: input.userId,
      action: 'INVITATION_SENT',
      targetType: 'INVITATION',
      targetId: invitationId,
      detail: { email: input.email, role: input.role },
    });

    const [inviter] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, input.userId));
    try {
      await sendMail(
        invitationMail({
          lang: input.lang,
          to: input.email,
          company: company.name,
          role: input.role,
          inviter: inviter?.nickname ?? company.name,
        }),
      );
    } catch {
      throw apiError('EMAIL_SEND');
    }
    return readCompanyMembers(tx, input);
  });
}
