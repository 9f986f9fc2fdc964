import 'server-only';
import { apiError } from '@/api/api-error';
import type { SignInResult } from '@/api/contracts/auth';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_USER } from '../../auth/demo-user';
import { getDb } from '../../db/client';
import { users } from '../../db/schema';
import { serverEnv } from '../../env';
import { issueSession } from './issue-session';
import { findOrCreateAccount } from './user-accounts';
import type { SessionDevice } from './session-device';

/**
 * Signs in as the demo user, or with `account: 'admin'` as the seeded operator (ADMIN), so the
 * product can be tried on a machine without Kakao app keys. Off (404, as if the route did not
 * exist) unless AUTH_DEV_LOGIN is on. The account is created when missing, so it also works
 * on an empty, unseeded database.
 */
export async function signInDemo({
  account,
  device,
}: {
  account?: 'demo' | 'admin';
  device: SessionDevice;
}): Promise<SignInResult> {
  if (!serverEnv().AUTH_DEV_LOGIN) throw apiError('NOT_FOUND');
  const db = await getDb();
  const who = account === 'admin' ? DEMO_ADMIN : DEMO_USER;
  const { user } = await findOrCreateAccount(db, {
    identity: who.identity,
    preferredNickname: who.nickname,
    signedUp: true,
  });
  if (account === 'admin' && user.role !== 'ADMIN') {
    const [admin] = await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id)).returning();
    return issueSession(db, admin, device);
  }
  return issueSession(db, user, device);
}
