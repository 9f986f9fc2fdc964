import 'server-only';
import { serverEnv } from '../env';
import { logger } from '../logger';
import { authorizeUrl, bearerGet, exchangeCode, providerConfiguration, redirectUriOf } from './oauth-code-flow';
import { ProviderError } from './provider-error';
import { birthdayOf, birthYearOf, text as str, type ProviderProfile } from './provider-profile';

/**
 * Kakao Login (authorization-code flow): the protocol steps on openid-client
 * (oauth-code-flow.ts), Kakao's own APIs (user info, token info, Kakao Sync terms) over
 * fetch, every endpoint and key from the environment so tests point them at a local fake.
 * https://developers.kakao.com/docs/latest/en/kakaologin/rest-api
 */

function kakaoConfiguration() {
  const env = serverEnv();
  return providerConfiguration({
    issuer: 'https://kauth.kakao.com',
    authorizationEndpoint: env.KAKAO_AUTHORIZE_URL,
    tokenEndpoint: env.KAKAO_TOKEN_URL,
    clientId: env.KAKAO_CLIENT_ID ?? '',
    clientSecret: env.KAKAO_CLIENT_SECRET ?? '',
  });
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The Kakao authorize URL. `scope` asks for the personal-information consent items (profile,
 * e-mail, age range: the spec's age check); `service_terms` lists the Kakao Sync terms tags
 * (terms, privacy, location, marketing and the promotion channels) when they are configured.
 */
export function kakaoAuthorizeUrl(state: string): string {
  const env = serverEnv();
  if (!env.KAKAO_CLIENT_ID) throw new ProviderError('server', 'Kakao sign-in is not configured');
  const params: Record<string, string> = {
    response_type: 'code',
    redirect_uri: redirectUriOf(env.KAKAO_REDIRECT_PATH),
    state,
  };
  const scopes = splitList(env.KAKAO_SCOPES);
  if (scopes.length) params.scope = scopes.join(',');
  const terms = splitList(env.KAKAO_SERVICE_TERMS);
  if (terms.length) params.service_terms = terms.join(',');
  return authorizeUrl(kakaoConfiguration(), params);
}

/**
 * Exchanges the authorization code of Kakao's redirect for a Kakao access token. A code Kakao
 * refuses (invalid_grant: unknown, used or expired, KOE320) is the browser's fault; a bad
 * client secret or a Kakao outage is ours.
 */
export async function exchangeKakaoCode(
  params: Record<string, string | undefined>,
  expectedState: string,
): Promise<{ accessToken: string }> {
  const tokens = await exchangeCode(
    { redirectUri: redirectUriOf(serverEnv().KAKAO_REDIRECT_PATH), params, expectedState, provider: 'kakao' },
    kakaoConfiguration(),
  );
  return { accessToken: tokens.access_token };
}

type KakaoUserResponse = {
  id?: unknown;
  properties?: { nickname?: unknown; profile_image?: unknown };
  kakao_account?: {
    profile?: { nickname?: unknown; profile_image_url?: unknown; is_default_image?: unknown };
    email?: unknown;
    is_email_valid?: unknown;
    is_email_verified?: unknown;
    phone_number?: unknown;
    age_range?: unknown;
    birthyear?: unknown;
    birthday?: unknown;
  };
};

function parseKakaoProfile(body: unknown): ProviderProfile {
  const json = (body ?? {}) as KakaoUserResponse;
  const id = typeof json.id === 'number' || typeof json.id === 'string' ? String(json.id) : null;
  if (!id || !/^\d{1,20}$/.test(id)) throw new ProviderError('server', 'Kakao user info has no id');
  const account = json.kakao_account ?? {};
  const profile = account.profile ?? {};
  const image =
    profile.is_default_image === true ? null : (str(profile.profile_image_url) ?? str(json.properties?.profile_image));
  // Only an address Kakao has verified is ours to keep; an unverified one may be anyone's.
  const email = account.is_email_valid !== false && account.is_email_verified !== false ? str(account.email) : null;
  return {
    id,
    nickname: str(profile.nickname) ?? str(json.properties?.nickname),
    profileImageUrl: image && /^https?:\/\//.test(image) ? image.replace(/^http:\/\//, 'https://') : null,
    email,
    phone: (() => {
      const phone = str(account.phone_number);
      return phone && /^\+\d{1,3} [\d-]{6,20}$/.test(phone) ? phone : null;
    })(),
    ageRange: str(account.age_range),
    birthYear: birthYearOf(account.birthyear),
    birthday: birthdayOf(account.birthday),
  };
}

/**
 * Checks an access token the companion app obtained from its own native Kakao sign-in: it
 * must be alive and issued to our Kakao app (`app_id`), or anyone could hand us a token from
 * their own app. A token Kakao does not know is the client's fault; Kakao failing, ours.
 */
export async function verifyKakaoAppToken(kakaoAccessToken: string): Promise<{ kakaoId: string }> {
  const env = serverEnv();
  const { status, body } = await bearerGet(env.KAKAO_TOKEN_INFO_URL, kakaoAccessToken, 'Kakao token info');
  if (status === 401 || status === 400) throw new ProviderError('client', 'Kakao does not know this access token');
  if (status < 200 || status >= 300) throw new ProviderError('server', 'Kakao token info failed', { status });
  const info = (body ?? {}) as { id?: unknown; app_id?: unknown };
  if (info.app_id !== env.KAKAO_APP_ID) throw new ProviderError('client', 'The token belongs to another Kakao app');
  if (typeof info.id !== 'number' && typeof info.id !== 'string') {
    throw new ProviderError('server', 'Kakao token info has no user id');
  }
  return { kakaoId: String(info.id) };
}

/** Reads the signed-in Kakao user with the Kakao access token. */
export async function fetchKakaoProfile(kakaoAccessToken: string): Promise<ProviderProfile> {
  const { status, body } = await bearerGet(serverEnv().KAKAO_USERINFO_URL, kakaoAccessToken, 'Kakao user info');
  if (status < 200 || status >= 300) {
    logger.warn('kakao user info failed', { status });
    throw new ProviderError('server', 'Kakao user info failed', { status });
  }
  return parseKakaoProfile(body);
}

export type KakaoServiceTerm = { tag: string; agreed: boolean; agreedAt: Date | null };

/**
 * Kakao Sync: which service terms the person agreed to on Kakao's consent screen. Returns
 * null (and logs) on failure: the terms can still be collected on our own /signup step, so
 * this never fails a sign-in.
 */
export async function fetchKakaoServiceTerms(kakaoAccessToken: string): Promise<KakaoServiceTerm[] | null> {
  try {
    const { status, body } = await bearerGet(
      serverEnv().KAKAO_SERVICE_TERMS_URL,
      kakaoAccessToken,
      'Kakao service terms',
    );
    if (status < 200 || status >= 300) throw new ProviderError('server', 'Kakao service terms failed', { status });
    const list = (body as { service_terms?: unknown })?.service_terms;
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: { tag?: unknown; agreed?: unknown; agreed_at?: unknown }) => {
      const tag = str(item?.tag);
      if (!tag) return [];
      const agreedAt = typeof item.agreed_at === 'string' ? new Date(item.agreed_at) : null;
      return [
        {
          tag,
          agreed: item.agreed === true,
          agreedAt: agreedAt && !Number.isNaN(agreedAt.getTime()) ? agreedAt : null,
        },
      ];
    });
  } catch (error) {
    logger.warn('kakao service terms unavailable', { error });
    return null;
  }
}
