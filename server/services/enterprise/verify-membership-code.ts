import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { apiError, type ApiError } from '@/api/api-error';
import type { MyEnterprise } from '@/api/contracts/enterprise';
import { getDb } from '../../db/client';
import { enterpriseInvitations, enterpriseMembers } from '../../db/schema';
import { getMyEnterprise } from './get-my-enterprise';
import { recordCompanyAudit } from './record-company-audit';
import { retryLater } from './retry-later';
import { codeMatches, LOCK_MS, MAX_WRONG_CODES, secondsUntil } from './verification-code';

/**
 * POST /v1/enterprise/verifications: the code from the mail makes the caller a verified
 * member of the company, with the role of an open invitation for the address (else STAFF).
 *
 * - Already verified (a used code is spent: a second try lands here): ALREADY_AUTHENTICATED.
 * - No code to check (none asked for, or spent by the lock-out) or past its 10 minutes:
 *   CODE_HAS_EXPIRED.
 * - Locked out: AUTHENTICATION_FAILED with Retry-After.
 * - Wrong: CODE_DOES_NOT_MATCH; the fifth wrong code in a row locks checking for 10 minutes
 *   and spends the code (AUTHENTICATION_FAILED with Retry-After).
 *
 * The wrong-code count must survive the refusal, so the transaction returns the refusal and
 * it is thrown after the commit. The caller's user row is locked, so two tries at once are
 * counted one after the other and a code is accepted once.
 */
export async function verifyMembershipCode(input: { userId: number; code: string }): Promise<MyEnterprise> {
  const db = await getDb();
  const refusal = await db.transaction(async (tx): Promise<ApiError | null> => {
    await tx.execute(sql`select id from users where id = ${input.userId} for update`);
    const [row] = await tx
      .select()
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.userId, input.userId), ne(enterpriseMembers.status, 'REVOKED')))
      .limit(1);
    if (row?.status === 'VERIFIED') return apiError('ALREADY_AUTHENTICATED');
    const now = new Date();
    if (row?.lockedUntil && row.lockedUntil > now) {
      return retryLater('AUTHENTICATION_FAILED', secondsUntil(row.lockedUntil, now));
    }
    if (!row?.verificationCode || !row.verificationCodeExpiresAt || row.verificationCodeExpiresAt <= now) {
      return apiError('CODE_HAS_EXPIRED');
    }

    if (!codeMatches(row.verificationCode, { userId: input.userId, email: row.email, code: input.code })) {
      const failed = row.failedAttempts + 1;
      if (failed >= MAX_WRONG_CODES) {
        const lockedUntil = new Date(now.getTime() + LOCK_MS);
        await tx
          .update(enterpriseMembers)
          .set({
            failedAttempts: 0,
            lockedUntil,
            verificationCode: null,
            verificationCodeExpiresAt: null,
            updatedAt: now,
          })
          .where(eq(enterpriseMembers.id, row.id));
        return retryLater('AUTHENTICATION_FAILED', secondsUntil(lockedUntil, now));
      }
      await tx
        .update(enterpriseMembers)
        .set({ failedAttempts: failed, updatedAt: now })
        .where(eq(enterpriseMembers.id, row.id));
      return apiError('CODE_DOES_NOT_MATCH');
    }

    const [invitation] = await tx
      .select({ id: enterpriseInvitations.id, role: enterpriseInvitations.role })
      .from(enterpriseInvitations)
      .where(
        and(
          eq(enterpriseInvitations.companyId, row.companyId),
          eq(enterpriseInvitations.email, row.email),
          isNull(enterpriseInvitations.acceptedAt),
          isNull(enterpriseInvitations.withdrawnAt),
        ),
      )
      .limit(1)
      .for('update');
    const role = invitation?.role ?? 'STAFF';
    if (invitation) {
      await tx
        .update(enterpriseInvitations)
        .set({ acceptedAt: now })
        .where(eq(enterpriseInvitations.id, invitation.id));
    }
    await tx
      .update(enterpriseMembers)
      .set({
        status: 'VERIFIED',
        role,
        verifiedAt: now,
        verificationCode: null,
        verificationCodeExpiresAt: null,
        failedAttempts: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(enterpriseMembers.id, row.id));
    await recordCompanyAudit(tx, {
      companyId: row.companyId,
      actorUserId: input.userId,
      action: 'MEMBER_JOINED',
      targetType: 'MEMBER',
      targetId: row.id,
      detail: { email: row.email, role, invitationId: invitation?.id ?? null },
    });
    return null;
  });
  if (refusal) throw refusal;
  return getMyEnterprise({ userId: input.userId });
}
