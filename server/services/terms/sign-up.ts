import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { SignInResult } from '@/api/contracts/auth';
import type { SignUpBody } from '@/api/contracts/terms';
import { REQUIRED_CONSENTS, type ConsentItem } from '@/lib/consent-items';
import { getDb } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { renewSessionToken } from '../auth/issue-session';
import { findLiveUserById } from '../auth/user-accounts';
import { recordConsents } from './record-consents';
import { withMarketingRule } from './my-terms';

/**
 * POST /v1/users/signup: the step after the first sign-in. Every consent item is answered;
 * the three required ones must be agreed to (TERMS_REQUIRED names the missing ones). Someone
 * who declares being under 14 is not kept: the pending account is removed at once, with
 * nothing of theirs left, and the answer is UNDER_14 (the client shows the spec's under-14
 * screen). Otherwise, in one transaction: the nickname (NICKNAME_TAKEN when another live
 * account has it, decided by the unique index), every answer with its document version, and
 * the sign-up time. The caller's session goes on with a new token (it carries the nickname).
 */
export async function signUp({
  userId,
  sessionId,
  ...body
}: {
  userId: number;
  sessionId: string;
} & SignUpBody): Promise<SignInResult> {
  const db = await getDb();
  const user = await findLiveUserById(db, userId);
  if (!user) throw apiError('INVALID_TOKEN');
  if (user.signedUpAt) throw apiError('ALREADY_SIGNED_UP');

  const answer = new Map(body.terms.map((t) => [t.termType, t.isAgreed]));
  if (answer.get('AGE_OVER_14') === false) {
    // Nothing was collected under a consent this person could not give.
    await db.delete(users).where(and(eq(users.id, userId), isNull(users.signedUpAt)));
    throw apiError('UNDER_14');
  }
  const missing = REQUIRED_CONSENTS.filter((item) => answer.get(item) !== true);
  if (missing.length > 0) {
    throw apiError(
      'TERMS_REQUIRED',
      Object.fromEntries(
        missing.map((item) => [`json.terms.${body.terms.findIndex((t) => t.termType === item)}`, ['required']]),
      ),
    );
  }
  const answers = withMarketingRule(body.terms, new Map<ConsentItem, boolean>(), (i) => `json.terms.${i}.isAgreed`);

  try {
    const signedUp = await db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .update(users)
        .set({ nickname: body.nickname, signedUpAt: now })
        .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.signedUpAt)))
        .returning();
      if (!row) throw apiError('ALREADY_SIGNED_UP');
      await recordConsents(tx, { userId, answers, source: 'SIGNUP', now });
      return row;
    });
    return await renewSessionToken(db, signedUp, sessionId);
  } catch (error) {
    if (isUniqueViolation(error, 'users_nickname_live_uq')) {
      throw apiError('NICKNAME_TAKEN', { 'json.nickname': ['taken'] });
    }
    throw error;
  }
}
