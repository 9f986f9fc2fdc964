import 'server-only';
import type { SignInResult } from '@/api/contracts/auth';
import { isUnder14 } from '../../auth/age-check';
import {
  exchangeKakaoCode,
  fetchKakaoProfile,
  fetchKakaoServiceTerms,
  KakaoError,
  verifyKakaoAppToken,
} from '../../auth/kakao-client';
import { LoginFailure } from '../../auth/login-failure';
import { sanitizeNickname } from '../../auth/nickname';
import { getDb } from '../../db/client';
import { serverEnv } from '../../env';
import { issueSession } from './issue-session';
import { recordKakaoTerms } from './record-kakao-terms';
import { findOrCreateAccount } from './user-accounts';

/**
 * The Kakao callback after the state has been checked: code for token, token for profile,
 * the under-14 rule, then the account (created on first sign-in) and our own access token.
 * Every failure is a LoginFailure naming the spec's error screen.
 */
export async function signInWithKakao({ code }: { code: string | undefined }): Promise<SignInResult> {
  if (!serverEnv().KAKAO_ENABLED) throw new LoginFailure('server', 'Kakao sign-in is not configured');
  // Kakao codes are short URL-safe strings; anything else never came from Kakao.
  if (!code || code.length > 512 || !/^[A-Za-z0-9_-]+$/.test(code))
    throw new LoginFailure('client', 'Bad authorization code');

  let kakaoAccessToken;
  try {
    ({ accessToken: kakaoAccessToken } = await exchangeKakaoCode(code));
  } catch (error) {
    if (error instanceof KakaoError) throw new LoginFailure(error.kind, error.message);
    throw error;
  }
  return signInWithKakaoToken(kakaoAccessToken);
}

/**
 * The native app bridge sign-in (POST /v1/auth/kakao/app): the companion app signed in with
 * Kakao itself and hands over its Kakao access token. Kakao's token info must say the token
 * is alive and was issued to our app (KAKAO_APP_ID); then it is the same sign-in as the web's.
 */
export async function signInWithKakaoApp({ accessToken }: { accessToken: string }): Promise<SignInResult> {
  if (!serverEnv().KAKAO_APP_ID) throw new LoginFailure('server', 'Kakao app sign-in is not configured');
  let kakaoId;
  try {
    ({ kakaoId } = await verifyKakaoAppToken(accessToken));
  } catch (error) {
    if (error instanceof KakaoError) throw new LoginFailure(error.kind, error.message);
    throw error;
  }
  return signInWithKakaoToken(accessToken, kakaoId);
}

/** Token for profile, the under-14 rule, the account (created on first sign-in), our session. */
async function signInWithKakaoToken(kakaoAccessToken: string, expectedKakaoId?: string): Promise<SignInResult> {
  let profile;
  try {
    profile = await fetchKakaoProfile(kakaoAccessToken);
  } catch (error) {
    if (error instanceof KakaoError) throw new LoginFailure(error.kind, error.message);
    throw error;
  }
  if (expectedKakaoId !== undefined && profile.id !== expectedKakaoId) {
    throw new LoginFailure('client', 'The token and the profile name different Kakao users');
  }

  // Checked before any row is written: we keep nothing about a child we turn away.
  if (isUnder14(profile)) throw new LoginFailure('under14', 'Under 14');

  const db = await getDb();
  const { user } = await findOrCreateAccount(db, {
    kakaoAccountId: profile.id,
    preferredNickname: sanitizeNickname(profile.nickname),
    profileImageUrl: profile.profileImageUrl,
    email: profile.email,
    phone: profile.phone,
    ageRange: profile.ageRange,
    birthYear: profile.birthYear,
  });

  if (serverEnv().KAKAO_SERVICE_TERMS) {
    const terms = await fetchKakaoServiceTerms(kakaoAccessToken);
    if (terms) await recordKakaoTerms(db, user.id, terms);
  }

  return issueSession(user);
}
