import 'server-only';
import { apiError } from '@/api/api-error';
import type { SignInResult } from '@/api/contracts/auth';
import { verifyKakaoAppToken } from '../../auth/kakao-client';
import { LoginFailure } from '../../auth/login-failure';
import { serverEnv } from '../../env';
import { logger } from '../../logger';
import { providerStep } from './sign-in-provider-account';
import { signInWithKakaoToken } from './sign-in-with-kakao';
import type { SessionDevice } from './session-device';

/**
 * The native app bridge sign-in (POST /v1/auth/kakao/app): the companion app signed in with
 * Kakao itself and hands over its Kakao access token. Kakao's token info must say the token
 * is alive and was issued to our app (KAKAO_APP_ID); then it is the same sign-in as the web's.
 * The app reads an API answer, not an error screen: under 14 is UNDER_14, a token Kakao does
 * not vouch for INVALID_TOKEN, anything else (Kakao down, not configured) SERVICE_UNAVAILABLE.
 */
export async function signInWithKakaoApp(input: {
  accessToken: string;
  device: SessionDevice;
  requestId: string;
}): Promise<SignInResult> {
  try {
    if (!serverEnv().KAKAO_APP_ID) throw new LoginFailure('server', 'Kakao app sign-in is not configured');
    const { kakaoId } = await providerStep(() => verifyKakaoAppToken(input.accessToken));
    return await signInWithKakaoToken(input.accessToken, input.device, kakaoId);
  } catch (error) {
    if (!(error instanceof LoginFailure)) throw error;
    if (error.reason === 'under14') throw apiError('UNDER_14');
    if (error.reason === 'client') throw apiError('INVALID_TOKEN');
    logger.warn('kakao app sign-in failed', { requestId: input.requestId, reason: error.message });
    throw apiError('SERVICE_UNAVAILABLE');
  }
}
