import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { DEMO_USER } from '../../auth/demo-user';
import { getDb } from '../../db/client';
import { users } from '../../db/schema';
import { findLiveUserById } from '../auth/user-accounts';

/**
 * Account deletion. The row stays (soft delete) so reviews and chat keep an author, but the
 * personal data Kakao gave us goes at once (PIPA: destroy what is no longer needed): e-mail,
 * picture, age facts, and the Kakao id itself, replaced by a tombstone so the same person can
 * sign up again as a new account. The nickname stays as the author name on public reviews,
 * and leaves the live-nickname index, so anyone may take it again.
 *
 * The shared demo account (AUTH_DEV_LOGIN) is refused with 403 DEMO_ACCOUNT_PROTECTED: one
 * visitor deleting it would take
 * the seeded picks, reviews and tickets away from everyone trying the demo.
 */
export async function deleteMe({ userId }: { userId: number }): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const [deleted] = await db
    .update(users)
    .set({
      deletedAt: now,
      kakaoAccountId: `deleted:${userId}`,
      email: null,
      profileImageUrl: null,
      birthYear: null,
      ageRange: null,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), ne(users.kakaoAccountId, DEMO_USER.kakaoAccountId)))
    .returning({ id: users.id });
  if (deleted) return;
  const user = await findLiveUserById(db, userId);
  if (!user) throw apiError('INVALID_TOKEN');
  throw apiError('DEMO_ACCOUNT_PROTECTED');
}
