import 'server-only';
import { apiError } from '@/api/api-error';
import type { SignInResult } from '@/api/contracts/auth';
import { DEMO_USER } from '../../auth/demo-user';
import { getDb } from '../../db/client';
import { serverEnv } from '../../env';
import { issueSession } from './issue-session';
import { findOrCreateAccount } from './user-accounts';

/**
 * Signs in as the demo user, so the product can be tried on a machine without Kakao app
 * keys. Off (404, as if the route did not exist) unless AUTH_DEV_LOGIN is on. The account is
 * created when missing, so it also works on an empty, unseeded database.
 */
export async function signInDemo(): Promise<SignInResult> {
  if (!serverEnv().AUTH_DEV_LOGIN) throw apiError('NOT_FOUND');
  const db = await getDb();
  const { user } = await findOrCreateAccount(db, {
    identity: DEMO_USER.identity,
    preferredNickname: DEMO_USER.nickname,
    signedUp: true,
  });
  return issueSession(user);
}
