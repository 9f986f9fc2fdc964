import 'server-only';
import { apiError } from '@/api/api-error';
import type { Me } from '@/api/contracts/users';
import { getDb } from '../../db/client';
import { findLiveUserById, toMe } from '../auth/user-accounts';

/**
 * The caller's own profile. Tokens are stateless, so a token can outlive its account: a
 * deleted (or never existing) user answers INVALID_TOKEN, which tells the client to drop it.
 */
export async function getMe({ userId }: { userId: number }): Promise<Me> {
  const user = await findLiveUserById(await getDb(), userId);
  if (!user) throw apiError('INVALID_TOKEN');
  return toMe(user);
}
