import 'server-only';
import type { SignInResult } from '@/api/contracts/auth';
import { exchangeAppleCode } from '../../auth/apple-client';
import { LoginFailure } from '../../auth/login-failure';
import { serverEnv } from '../../env';
import type { SessionDevice } from './session-device';
import { checkAuthorizationCode, providerStep, signInProviderAccount } from './sign-in-provider-account';

/**
 * The Apple callback after the state cookie has been checked. Apple shares no nickname or
 * age: the account gets a generated nickname and the sign-up step asks for both. Apple's
 * refresh token is kept on the identity so that account deletion can revoke it.
 */
export async function signInWithApple({
  code,
  state,
  expected,
  device,
}: {
  code?: string;
  state?: string;
  expected: { state: string; nonce: string };
  device: SessionDevice;
}): Promise<SignInResult> {
  if (!serverEnv().APPLE_ENABLED) throw new LoginFailure('server', 'Apple sign-in is not configured');
  checkAuthorizationCode(code, 1024);
  const apple = await providerStep(() => exchangeAppleCode({ code, state }, expected));
  return signInProviderAccount(
    {
      identity: { provider: 'APPLE', subject: apple.subject },
      nickname: null,
      email: apple.email,
      refreshToken: apple.refreshToken,
    },
    device,
  );
}
