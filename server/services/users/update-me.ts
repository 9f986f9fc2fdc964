import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { Me, UpdateMeBody } from '@/api/contracts/users';
import { getDb } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { toMe } from '../auth/user-accounts';

/**
 * Changes the caller's profile. The nickname goes straight to the database: its unique index
 * (lower(nickname) among live accounts) decides between two people taking one name at once,
 * and the loser gets NICKNAME_TAKEN. A deleted account answers INVALID_TOKEN, like GET /me.
 */
export async function updateMe(input: { userId: number } & UpdateMeBody): Promise<Me> {
  const db = await getDb();
  try {
    const [user] = await db
      .update(users)
      .set({ nickname: input.nickname })
      .where(and(eq(users.id, input.userId), isNull(users.deletedAt)))
      .returning();
    if (!user) throw apiError('INVALID_TOKEN');
    return toMe(user);
  } catch (error) {
    if (isUniqueViolation(error, 'users_nickname_live_uq')) {
      throw apiError('NICKNAME_TAKEN', { 'json.nickname': ['taken'] });
    }
    throw error;
  }
}
