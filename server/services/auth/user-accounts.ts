import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Me } from '@/api/contracts/users';
import { nicknameCandidates } from '../../auth/nickname';
import type { Executor } from '../../db/client';
import { userIdentities, users } from '../../db/schema';

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

type AuthProvider = (typeof userIdentities.$inferSelect)['provider'];
export type IdentityKey = { provider: AuthProvider; subject: string };

async function findLiveUserByIdentity(db: Executor, identity: IdentityKey): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, identity.provider),
        eq(userIdentities.subject, identity.subject),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.user;
}

export type AccountInput = {
  identity: IdentityKey;
  /** Already fits the nickname rule, or null for a generated one. */
  preferredNickname: string | null;
  profileImageUrl?: string | null;
  email?: string | null;
  phone?: string | null;
  ageRange?: string | null;
  birthYear?: number | null;
  /** Apple's refresh token, kept to revoke Sign in with Apple at account deletion. */
  refreshToken?: string | null;
  /** The demo account needs no sign-up step; a new provider account does (/signup). */
  signedUp?: boolean;
};

/** Thrown inside the creating transaction to undo a user row that lost the identity race. */
class IdentityTaken extends Error {}

/**
 * The live account of a provider account, created on the first sign-in. Both uniqueness
 * rules live in the database (one account per provider id, one live nickname
 * case-insensitively). The user row and its identity are inserted in one transaction
 * (a savepoint when the caller already has one): when a concurrent first sign-in has taken
 * the identity, the insert does nothing, the new user row is rolled back and the winner's
 * account is used; a taken nickname moves on to the next candidate. No select-then-insert
 * race can make a second account.
 */
export async function findOrCreateAccount(
  db: Executor,
  input: AccountInput,
): Promise<{ user: UserRow; created: boolean }> {
  const now = new Date();
  const existing = await findLiveUserByIdentity(db, input.identity);
  if (existing) return { user: await touchLogin(db, existing, input, now), created: false };

  for (const nickname of nicknameCandidates(input.preferredNickname)) {
    let inserted: UserRow | undefined;
    try {
      inserted = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
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
        if (!user) return undefined;
        const [identity] = await tx
          .insert(userIdentities)
          .values({ userId: user.id, ...input.identity, refreshToken: input.refreshToken ?? null, lastUsedAt: now })
          .onConflictDoNothing()
          .returning({ id: userIdentities.id });
        if (!identity) throw new IdentityTaken();
        return user;
      });
    } catch (error) {
      if (!(error instanceof IdentityTaken)) throw error;
    }
    if (inserted) return { user: inserted, created: true };
    const winner = await findLiveUserByIdentity(db, input.identity);
    if (winner) return { user: await touchLogin(db, winner, input, now), created: false };
  }
  throw new Error('Could not find a free nickname for a new account');
}

/**
 * A returning user: remember the sign-in, and the age facts the provider may now share. The
 * nickname and picture are the user's own to edit (PUT /v1/users/me) and are not overwritten;
 * only a missing picture is filled from the provider.
 */
async function touchLogin(db: Executor, user: UserRow, input: AccountInput, now: Date): Promise<UserRow> {
  await db
    .update(userIdentities)
    .set({
      lastUsedAt: now,
      updatedAt: now,
      ...(input.refreshToken ? { refreshToken: input.refreshToken } : {}),
    })
    .where(
      and(eq(userIdentities.provider, input.identity.provider), eq(userIdentities.subject, input.identity.subject)),
    );
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
