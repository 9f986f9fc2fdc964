import 'server-only';
import type { LoginErrorReason, SignInResult } from '@/api/contracts/auth';
import { LoginFailure } from '../../auth/login-failure';
import { statesMatch, type OAuthProvider, type StoredOAuthState } from '../../auth/oauth-state';
import { afterSignInPath, langOfPath, localePrefix, loginErrorPath } from '../../auth/return-path';
import { logger } from '../../logger';
import { signInWithApple } from './sign-in-with-apple';
import { signInWithKakao } from './sign-in-with-kakao';
import { signInWithNaver } from './sign-in-with-naver';
import type { SessionDevice } from './session-device';

/** Where the browser goes after a provider's redirect back, and the new session if one began. */
type OAuthSignInOutcome = { next: string; session: SignInResult | null };

/**
 * A provider's redirect back (GET /v1/auth/{kakao,naver,apple}/callback), the same for all
 * three: the person cancelled on the consent screen (back to the login page), the state
 * cookie is gone (timeout), the state is not ours or the provider reports an error (client),
 * else the provider's sign-in; a signed-in account goes where the sign-in started, or to
 * /signup first when it is new. A failure ends on the spec's login error screen.
 *
 * The handler reads and clears the cookies (`stored`, `referer`) and sets the login cookies
 * of the session this answers.
 */
export async function finishOAuthSignIn(input: {
  provider: OAuthProvider;
  /** The callback's query: Kakao and Naver send code and state, or error; Apple the same. */
  code?: string;
  state?: string;
  error?: string;
  /** The state (and nonce) remembered when the sign-in started, or null when it expired. */
  stored: StoredOAuthState | null;
  /** The page the sign-in started from (the origin-referer cookie). */
  referer: string | undefined;
  device: SessionDevice;
  requestId: string;
}): Promise<OAuthSignInOutcome> {
  const { provider, stored, referer, error } = input;
  // The callback always arrives unprefixed; the language travels in the state cookie.
  const lang = stored?.lang ?? langOfPath(referer);
  const fail = (reason: LoginErrorReason) => ({ next: loginErrorPath(reason, lang), session: null });
  // Cancel on the provider's consent screen (Kakao, Naver: access_denied; Apple: user_cancelled_authorize).
  if (error === 'access_denied' || error === 'user_cancelled_authorize') {
    return { next: `${localePrefix(lang)}/login`, session: null };
  }
  if (!stored) return fail('timeout');
  if (stored.provider !== provider || !statesMatch(stored.state, input.state) || error) return fail('client');
  try {
    const session = await providerSignIn(
      provider,
      { code: input.code, state: input.state, device: input.device },
      stored,
    );
    return { next: afterSignInPath(referer, lang, session.user.signedUp), session };
  } catch (failure) {
    if (failure instanceof LoginFailure) return fail(failure.reason);
    logger.error(`${provider} sign-in failed`, { requestId: input.requestId, error: failure });
    return fail('server');
  }
}

function providerSignIn(
  provider: OAuthProvider,
  callback: { code?: string; state?: string; device: SessionDevice },
  stored: StoredOAuthState,
): Promise<SignInResult> {
  switch (provider) {
    case 'kakao':
      return signInWithKakao({ ...callback, expectedState: stored.state });
    case 'naver':
      return signInWithNaver({ ...callback, expectedState: stored.state });
    case 'apple':
      return signInWithApple({ ...callback, expected: { state: stored.state, nonce: stored.nonce } });
  }
}
