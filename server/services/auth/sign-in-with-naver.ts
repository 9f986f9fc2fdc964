import 'server-only';
import type { SignInResult } from '@/api/contracts/auth';
import { LoginFailure } from '../../auth/login-failure';
import { exchangeNaverCode, fetchNaverProfile } from '../../auth/naver-client';
import { serverEnv } from '../../env';
import type { SessionDevice } from './session-device';
import { checkAuthorizationCode, providerStep, signInProviderAccount } from './sign-in-provider-account';

/** The Naver callback after the state cookie has been checked: code, profile, account, session. */
export async function signInWithNaver({
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
  if (!serverEnv().NAVER_ENABLED) throw new LoginFailure('server', 'Naver sign-in is not configured');
  checkAuthorizationCode(code);
  const { accessToken } = await providerStep(() => exchangeNaverCode({ code, state }, expectedState));
  const profile = await providerStep(() => fetchNaverProfile(accessToken));
  return signInProviderAccount({ ...profile, identity: { provider: 'NAVER', subject: profile.id } }, device);
}
