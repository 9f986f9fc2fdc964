import 'server-only';
import { and, isNull, ne, sql } from 'drizzle-orm';
import type { NicknameAvailability } from '@/api/contracts/users';
import { isValidNickname } from '@/lib/nickname';
import { getDb } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Whether the caller may take `nickname` (trimmed): the spec's rule, then no other live
 * account holding it regardless of letter case (the same test as the unique index
 * users_nickname_live_uq, which has the last word when two people race for one name).
 */
export async function checkNickname(input: { userId: number; nickname: string }): Promise<NicknameAvailability> {
  const nickname = input.nickname.trim();
  if (!isValidNickname(nickname)) return { nickname, available: false, reason: 'INVALID' };
  const db = await getDb();
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.nickname}) = lower(${nickname})`, isNull(users.deletedAt), ne(users.id, input.userId)))
    .limit(1);
  return holder ? { nickname, available: false, reason: 'TAKEN' } : { nickname, available: true, reason: null };
}
