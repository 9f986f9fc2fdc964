import 'server-only';
import type { SignInResult } from '@/api/contracts/auth';
import { signAccessToken } from '../../auth/access-token';
import { serverEnv } from '../../env';
import { toMe, type UserRow } from './user-accounts';

/** The access token and profile a finished sign-in hands to the HTTP layer (cookies, body). */
export async function issueSession(user: UserRow): Promise<SignInResult> {
  const accessToken = await signAccessToken({ userId: user.id, role: user.role, nickname: user.nickname });
  return { user: toMe(user), accessToken, expiresIn: serverEnv().ACCESS_TOKEN_TTL_SECONDS };
}
