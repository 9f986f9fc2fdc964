import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Me } from '@/api/contracts/users';
import { nicknameCandidates } from '../../auth/nickname';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function toMe(user: UserRow): Me {
  return {
    id: user.id,
    nickname: user.nickname,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    email: user.email,
    phone: user.phone,
    signedUp: user.signedUpAt !== null,
  };
}

export async function findLiveUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

async function findLiveUserByKakaoId(db: Executor, kakaoAccountId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.kakaoAccountId, kakaoAccountId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export type AccountInput = {
  kakaoAccountId: string;
  /** Already fits the nickname rule, or null for a generated one. */
  preferredNickname: string | null;
  profileImageUrl?: string | null;
  email?: string | null;
  phone?: string | null;
  ageRange?: string | null;
  birthYear?: number | null;
  /** The demo account needs no sign-up step; a new Kakao account does (/signup). */
  signedUp?: boolean;
};

/**
 * The live account of a Kakao id, created on the first sign-in. Both uniqueness rules live in
 * the database (one live account per Kakao id, one live nickname case-insensitively), so the
 * insert says ON CONFLICT DO NOTHING and, when nothing was inserted, looks for which rule
 * stopped it: the Kakao id (a concurrent first sign-in won: use its row) or the nickname
 * (taken: try the next candidate). No select-then-insert race can make a second account.
 */
export async function findOrCreateAccount(
  db: Executor,
  input: AccountInput,
): Promise<{ user: UserRow; created: boolean }> {
  const now = new Date();
  const existing = await findLiveUserByKakaoId(db, input.kakaoAccountId);
  if (existing) return { user: await touchLogin(db, existing, input, now), created: false };

  for (const nickname of nicknameCandidates(input.preferredNickname)) {
    const [inserted] = await db
      .insert(users)
      .values({
        kakaoAccountId: input.kakaoAccountId,
        nickname,
        profileImageUrl: input.profileImageUrl ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        ageRange: input.ageRange ?? null,
        birthYear: input.birthYear ?? null,
        signedUpAt: input.signedUp ? now : null,
        lastLoginAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { user: inserted, created: true };
    const winner = await findLiveUserByKakaoId(db, input.kakaoAccountId);
    if (winner) return { user: await touchLogin(db, winner, input, now), created: false };
  }
  throw new Error('Could not find a free nickname for a new account');
}

/**
 * A returning user: remember the sign-in, and the age facts Kakao may now share. The nickname
 * and picture are the user's own to edit (PUT /v1/users/me) and are not overwritten; only a
 * missing picture is filled from Kakao.
 */
async function touchLogin(db: Executor, user: UserRow, input: AccountInput, now: Date): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({
      lastLoginAt: now,
      ageRange: input.ageRange ?? user.ageRange,
      birthYear: input.birthYear ?? user.birthYear,
      profileImageUrl: user.profileImageUrl ?? input.profileImageUrl ?? null,
      email: user.email ?? input.email ?? null,
      phone: input.phone ?? user.phone,
    })
    .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
    .returning();
  return updated ?? user;
}
