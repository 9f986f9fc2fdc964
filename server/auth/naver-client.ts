import 'server-only';
import type { CustomFetch } from 'openid-client';
import { serverEnv } from '../env';
import { logger } from '../logger';
import { authorizeUrl, bearerGet, exchangeCode, providerConfiguration, redirectUriOf } from './oauth-code-flow';
import { ProviderError } from './provider-error';
import { birthdayOf, birthYearOf, text as str, type ProviderProfile } from './provider-profile';

/**
 * Naver Login (네이버 로그인): authorization code with state, then the profile API.
 * https://developers.naver.com/docs/login/api/api.md
 */

/**
 * Naver answers token errors with HTTP 200 and `{ error }`, and a code it does not know (used,
 * expired, forged) with invalid_request. Reshaped into what OAuth says (400, invalid_grant)
 * so the shared exchange tells the browser's fault from Naver's.
 */
const naverFetch: CustomFetch = async (url, options) => {
  const response = await fetch(url, options as RequestInit);
  if (response.status !== 200) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { error?: unknown; error_description?: unknown } | undefined;
  if (typeof body?.error !== 'string') return response;
  const error = body.error === 'invalid_request' ? 'invalid_grant' : body.error;
  return Response.json({ ...body, error }, { status: 400 });
};

function naverConfiguration() {
  const env = serverEnv();
  return providerConfiguration({
    issuer: 'https://nid.naver.com',
    authorizationEndpoint: env.NAVER_AUTHORIZE_URL,
    tokenEndpoint: env.NAVER_TOKEN_URL,
    clientId: env.NAVER_CLIENT_ID ?? '',
    clientSecret: env.NAVER_CLIENT_SECRET ?? '',
    fetch: naverFetch,
  });
}

export function naverAuthorizeUrl(state: string): string {
  const env = serverEnv();
  if (!env.NAVER_ENABLED) throw new ProviderError('server', 'Naver sign-in is not configured');
  return authorizeUrl(naverConfiguration(), {
    response_type: 'code',
    redirect_uri: redirectUriOf(env.NAVER_REDIRECT_PATH),
    state,
  });
}

export async function exchangeNaverCode(
  params: Record<string, string | undefined>,
  expectedState: string,
): Promise<{ accessToken: string }> {
  const tokens = await exchangeCode(
    {
      redirectUri: redirectUriOf(serverEnv().NAVER_REDIRECT_PATH),
      params,
      expectedState,
      // Naver wants the state in the token request too.
      tokenParameters: { state: expectedState },
      provider: 'naver',
    },
    naverConfiguration(),
  );
  return { accessToken: tokens.access_token };
}

/**
 * Naver's age range ('0-9', '10-19', … '60-') in the form the age check reads. '10-19' holds
 * both children and adults, so it decides nothing (the sign-up's age confirmation does).
 */
function ageRangeOf(value: string | null): string | null {
  const match = value?.match(/^(\d+)-(\d+)?$/);
  if (!match || match[1] === '10') return null;
  return `${match[1]}~${match[2] ?? ''}`;
}

/** Naver's '010-1234-5678' as the international form the product stores ('+82 10-1234-5678'). */
function phoneOf(value: string | null): string | null {
  const match = value?.match(/^0(1\d)-(\d{3,4})-(\d{4})$/);
  return match ? `+82 ${match[1]}-${match[2]}-${match[3]}` : null;
}

function parseNaverProfile(body: unknown): ProviderProfile {
  const json = (body ?? {}) as { resultcode?: unknown; response?: Record<string, unknown> };
  const profile = json.response ?? {};
  const id = str(profile.id);
  if (json.resultcode !== '00' || !id || !/^[A-Za-z0-9_-]{1,128}$/.test(id)) {
    throw new ProviderError('server', 'Naver profile has no id');
  }
  const image = str(profile.profile_image);
  return {
    id,
    nickname: str(profile.nickname),
    profileImageUrl: image && /^https:\/\//.test(image) ? image : null,
    email: str(profile.email),
    phone: phoneOf(str(profile.mobile)),
    ageRange: ageRangeOf(str(profile.age)),
    birthYear: birthYearOf(profile.birthyear),
    birthday: birthdayOf(profile.birthday),
  };
}

export async function fetchNaverProfile(accessToken: string): Promise<ProviderProfile> {
  const { status, body } = await bearerGet(serverEnv().NAVER_USERINFO_URL, accessToken, 'Naver profile');
  if (status < 200 || status >= 300) {
    logger.warn('naver profile failed', { status });
    throw new ProviderError('server', 'Naver profile failed', { status });
  }
  return parseNaverProfile(body);
}
