import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { MyEnterprise } from '@/api/contracts/enterprise';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { companies, companyDomains, enterpriseMembers } from '../../db/schema';
import { sendMail } from '../../mail/transport';
import { verificationCodeMail } from './enterprise-mail';
import { getMyEnterprise, resendAvailableAt } from './get-my-enterprise';
import { retryLater } from './retry-later';
import {
  CODE_TTL_MS,
  hashVerificationCode,
  newVerificationCode,
  secondsUntil,
  SEND_WINDOW_MS,
  SENDS_PER_WINDOW,
} from './verification-code';

/**
 * POST /v1/enterprise/verification-codes: mails a six-digit code to a work address at a
 * registered company's domain (decision 044).
 *
 * - The address's domain is not a registered company's: COMPANY_ERROR.
 * - Already a verified member: ALREADY_AUTHENTICATED.
 * - Locked out after too many wrong codes: AUTHENTICATION_FAILED with Retry-After.
 * - A code less than a minute old, or the fifth in an hour: TOO_MANY_REQUESTS with Retry-After.
 * - The mail server cannot take it: EMAIL_SEND, and the row is as it was (the write and the
 *   send share one transaction, so no row claims a code that never went out).
 *
 * The caller's user row is locked for the transaction, so two requests at once are applied
 * one after the other (the second meets the resend limit).
 */
export async function sendVerificationCode(input: {
  userId: number;
  email: string;
  lang: Locale;
}): Promise<MyEnterprise> {
  const db = await getDb();
  const domain = input.email.slice(input.email.lastIndexOf('@') + 1);
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .where(eq(companyDomains.domain, domain))
    .limit(1);
  if (!company) throw apiError('COMPANY_ERROR', { 'json.email': ['no registered company uses this domain'] });

  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${input.userId} for update`);
    const [row] = await tx
      .select()
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.userId, input.userId), ne(enterpriseMembers.status, 'REVOKED')))
      .limit(1);
    if (row?.status === 'VERIFIED') throw apiError('ALREADY_AUTHENTICATED');

    const now = new Date();
    if (row?.lockedUntil && row.lockedUntil > now) {
      throw retryLater('AUTHENTICATION_FAILED', secondsUntil(row.lockedUntil, now));
    }
    if (row) {
      const next = resendAvailableAt({ ...row, lockedUntil: null }, now);
      if (next > now) throw retryLater('TOO_MANY_REQUESTS', secondsUntil(next, now));
    }
    const windowOpen = row?.sendWindowStartedAt && now.getTime() - row.sendWindowStartedAt.getTime() < SEND_WINDOW_MS;
    const sendsInWindow = windowOpen ? Math.min(row.sendsInWindow + 1, SENDS_PER_WINDOW) : 1;
    const code = newVerificationCode();
    const values = {
      companyId: company.id,
      email: input.email,
      verificationCode: hashVerificationCode({ userId: input.userId, email: input.email, code }),
      verificationCodeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
      failedAttempts: 0,
      lockedUntil: null,
      codeSentAt: now,
      sendsInWindow,
      sendWindowStartedAt: windowOpen ? row.sendWindowStartedAt : now,
      updatedAt: now,
    };
    if (row) await tx.update(enterpriseMembers).set(values).where(eq(enterpriseMembers.id, row.id));
    else await tx.insert(enterpriseMembers).values({ ...values, userId: input.userId, status: 'PENDING' });

    try {
      await sendMail(verificationCodeMail({ lang: input.lang, to: input.email, code, company: company.name }));
    } catch {
      throw apiError('EMAIL_SEND');
    }
  });
  return getMyEnterprise({ userId: input.userId });
}
