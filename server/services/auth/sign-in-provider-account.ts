import 'server-only';
import type { SignInResult } from '@/api/contracts/auth';
import { isUnder14 } from '../../auth/age-check';
import { LoginFailure } from '../../auth/login-failure';
import { sanitizeNickname } from '../../auth/nickname';
import { ProviderError } from '../../auth/provider-error';
import { getDb, type Database } from '../../db/client';
import { issueSession } from './issue-session';
import { findOrCreateAccount, type IdentityKey, type UserRow } from './user-accounts';
import type { SessionDevice } from './session-device';

/** What a provider told us about the person, in one shape for Kakao, Naver and Apple. */
export type ProviderAccount = {
  identity: IdentityKey;
  nickname: string | null;
  profileImageUrl?: string | null;
  email?: string | null;
  phone?: string | null;
  ageRange?: string | null;
  birthYear?: number | null;
  /** 'MMDD' */
  birthday?: string | null;
  refreshToken?: string | null;
};

/**
 * The part of every provider's sign-in after the provider has named the person: the under-14
 * rule, the account (created on first sign-in, then finished on /signup) and our session.
 * `after` runs with the account before the session is issued (Kakao Sync's terms); `device`
 * is the browser or app the session is for.
 */
export async function signInProviderAccount(
  account: ProviderAccount,
  device: SessionDevice,
  after?: (db: Database, user: UserRow) => Promise<void>,
): Promise<SignInResult> {
  // Checked before any row is written: we keep nothing about a child we turn away.
  const ageFacts = {
    ageRange: account.ageRange ?? null,
    birthYear: account.birthYear ?? null,
    birthday: account.birthday ?? null,
  };
  if (isUnder14(ageFacts)) throw new LoginFailure('under14', 'Under 14');

  const db = await getDb();
  const { user } = await findOrCreateAccount(db, {
    identity: account.identity,
    preferredNickname: sanitizeNickname(account.nickname),
    profileImageUrl: account.profileImageUrl,
    email: account.email,
    phone: account.phone,
    ageRange: account.ageRange,
    birthYear: account.birthYear,
    refreshToken: account.refreshToken,
  });
  if (after) await after(db, user);
  return issueSession(db, user, device);
}

/**
 * Refuses, as the client error screen, an authorization code that never came from a provider:
 * they are short URL-safe strings (Apple's also hold dots).
 */
export function checkAuthorizationCode(code: string | undefined, maxLength = 512): asserts code is string {
  if (!code || code.length > maxLength || !/^[A-Za-z0-9._-]+$/.test(code)) {
    throw new LoginFailure('client', 'Bad authorization code');
  }
}

/** Runs a provider call, turning its failure into the login error screen it stands for. */
export async function providerStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ProviderError) throw new LoginFailure(error.kind, error.message);
    throw error;
  }
}
