import 'server-only';
import type { SignInResult } from '@/api/contracts/auth';
import { exchangeKakaoCode, fetchKakaoProfile, fetchKakaoServiceTerms } from '../../auth/kakao-client';
import { LoginFailure } from '../../auth/login-failure';
import { serverEnv } from '../../env';
import { recordKakaoTerms } from './record-kakao-terms';
import type { SessionDevice } from './session-device';
import { checkAuthorizationCode, providerStep, signInProviderAccount } from './sign-in-provider-account';

/**
 * The Kakao callback after the state cookie has been checked: code for token, token for
 * profile, then the shared account step. Every failure is a LoginFailure naming the spec's
 * error screen.
 */
export async function signInWithKakao({
  code,
  state,
  expectedState,
  device,
}: {
  code?: string;
  state?: string;
  expectedState: string;
  device: SessionDevice;
}): Promise<SignInResult> {
  if (!serverEnv().KAKAO_ENABLED) throw new LoginFailure('server', 'Kakao sign-in is not configured');
  checkAuthorizationCode(code);
  const { accessToken } = await providerStep(() => exchangeKakaoCode({ code, state }, expectedState));
  return signInWithKakaoToken(accessToken, device);
}

/**
 * Token for profile, then the account and our session; Kakao Sync's terms when configured.
 * The web callback and the app bridge (sign-in-with-kakao-app.ts) both end here.
 */
export async function signInWithKakaoToken(
  kakaoAccessToken: string,
  device: SessionDevice,
  expectedKakaoId?: string,
): Promise<SignInResult> {
  const profile = await providerStep(() => fetchKakaoProfile(kakaoAccessToken));
  if (expectedKakaoId !== undefined && profile.id !== expectedKakaoId) {
    throw new LoginFailure('client', 'The token and the profile name different Kakao users');
  }
  return signInProviderAccount(
    { ...profile, identity: { provider: 'KAKAO', subject: profile.id } },
    device,
    async (db, user) => {
      if (!serverEnv().KAKAO_SERVICE_TERMS) return;
      const terms = await fetchKakaoServiceTerms(kakaoAccessToken);
      if (terms) await recordKakaoTerms(db, user.id, terms);
    },
  );
}
