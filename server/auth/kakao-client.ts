import 'server-only';
import { serverEnv } from '../env';
import { logger } from '../logger';

/**
 * Kakao OAuth 2.0 (authorization-code flow) over plain fetch: the three calls a web sign-in
 * needs, with endpoints and keys from the environment so tests point them at a local fake.
 * https://developers.kakao.com/docs/latest/en/kakaologin/rest-api
 */

const KAKAO_TIMEOUT_MS = 5000;

/**
 * Why a Kakao call failed, in the terms of the login error screens: 'client' when the
 * authorization code itself was refused (expired, reused, forged), 'server' when Kakao or
 * the network failed us.
 */
export class KakaoError extends Error {
  constructor(
    readonly kind: 'client' | 'server',
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'KakaoError';
  }
}

function kakaoRedirectUri(): string {
  const env = serverEnv();
  return new URL(env.KAKAO_REDIRECT_PATH, env.PUBLIC_BASE_URL).toString();
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
  if (!env.KAKAO_CLIENT_ID) throw new KakaoError('server', 'Kakao sign-in is not configured');
  const url = new URL(env.KAKAO_AUTHORIZE_URL);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', env.KAKAO_CLIENT_ID);
  url.searchParams.set('redirect_uri', kakaoRedirectUri());
  url.searchParams.set('state', state);
  const scopes = splitList(env.KAKAO_SCOPES);
  if (scopes.length) url.searchParams.set('scope', scopes.join(','));
  const terms = splitList(env.KAKAO_SERVICE_TERMS);
  if (terms.length) url.searchParams.set('service_terms', terms.join(','));
  return url.toString();
}

async function call(url: string, init: RequestInit, what: string): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(KAKAO_TIMEOUT_MS), cache: 'no-store' });
  } catch (error) {
    throw new KakaoError('server', `Kakao ${what} request failed`, { error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/** Exchanges the authorization code for Kakao tokens (form-encoded, with the client secret). */
export async function exchangeKakaoCode(code: string): Promise<{ accessToken: string }> {
  const env = serverEnv();
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: env.KAKAO_CLIENT_ID ?? '',
    redirect_uri: kakaoRedirectUri(),
    code,
  });
  if (env.KAKAO_CLIENT_SECRET) form.set('client_secret', env.KAKAO_CLIENT_SECRET);
  const { status, body } = await call(
    env.KAKAO_TOKEN_URL,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
      body: form.toString(),
    },
    'token',
  );
  const json = (body ?? {}) as { access_token?: unknown; error?: unknown; error_code?: unknown };
  if (status >= 200 && status < 300 && typeof json.access_token === 'string') {
    return { accessToken: json.access_token };
  }
  // invalid_grant: the code is unknown, used or expired (KOE320) - the browser brought a bad
  // code. Anything else (bad client secret, 5xx) is on our side or Kakao's.
  const kind = status >= 400 && status < 500 && json.error === 'invalid_grant' ? 'client' : 'server';
  logger.warn('kakao token exchange failed', { status, error: json.error, errorCode: json.error_code });
  throw new KakaoError(kind, 'Kakao token exchange failed', { status, error: json.error });
}

/** The subset of Kakao's /v2/user/me that we read. */
export type KakaoProfile = {
  id: string;
  nickname: string | null;
  profileImageUrl: string | null;
  email: string | null;
  /** '+82 10-1234-5678' when the person shared it (phone_number consent item). */
  phone: string | null;
  ageRange: string | null;
  birthYear: number | null;
  /** 'MMDD' */
  birthday: string | null;
};

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

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function parseKakaoProfile(body: unknown): KakaoProfile {
  const json = (body ?? {}) as KakaoUserResponse;
  const id = typeof json.id === 'number' || typeof json.id === 'string' ? String(json.id) : null;
  if (!id || !/^\d{1,20}$/.test(id)) throw new KakaoError('server', 'Kakao user info has no id');
  const account = json.kakao_account ?? {};
  const profile = account.profile ?? {};
  const image =
    profile.is_default_image === true ? null : (str(profile.profile_image_url) ?? str(json.properties?.profile_image));
  // Only an address Kakao has verified is ours to keep; an unverified one may be anyone's.
  const email = account.is_email_valid !== false && account.is_email_verified !== false ? str(account.email) : null;
  const birthYear = Number(str(account.birthyear));
  const birthday = str(account.birthday);
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
    birthYear: Number.isInteger(birthYear) && birthYear >= 1900 && birthYear <= 2100 ? birthYear : null,
    birthday: birthday && /^\d{4}$/.test(birthday) ? birthday : null,
  };
}

/**
 * Checks an access token the companion app obtained from its own native Kakao sign-in: it
 * must be alive and issued to our Kakao app (`app_id`), or anyone could hand us a token from
 * their own app. A token Kakao does not know is the client's fault; Kakao failing, ours.
 */
export async function verifyKakaoAppToken(kakaoAccessToken: string): Promise<{ kakaoId: string }> {
  const env = serverEnv();
  const { status, body } = await call(
    env.KAKAO_TOKEN_INFO_URL,
    { method: 'GET', headers: { Authorization: `Bearer ${kakaoAccessToken}`, Accept: 'application/json' } },
    'token info',
  );
  if (status === 401 || status === 400) throw new KakaoError('client', 'Kakao does not know this access token');
  if (status < 200 || status >= 300) throw new KakaoError('server', 'Kakao token info failed', { status });
  const info = (body ?? {}) as { id?: unknown; app_id?: unknown };
  if (info.app_id !== env.KAKAO_APP_ID) throw new KakaoError('client', 'The token belongs to another Kakao app');
  if (typeof info.id !== 'number' && typeof info.id !== 'string') {
    throw new KakaoError('server', 'Kakao token info has no user id');
  }
  return { kakaoId: String(info.id) };
}

/** Reads the signed-in Kakao user with the Kakao access token. */
export async function fetchKakaoProfile(kakaoAccessToken: string): Promise<KakaoProfile> {
  const { status, body } = await call(
    serverEnv().KAKAO_USERINFO_URL,
    {
      method: 'GET',
      headers: {
        Authorization: `Bearer ${kakaoAccessToken}`,
        'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
        Accept: 'application/json',
      },
    },
    'user info',
  );
  if (status < 200 || status >= 300) {
    logger.warn('kakao user info failed', { status });
    throw new KakaoError('server', 'Kakao user info failed', { status });
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
    const { status, body } = await call(
      serverEnv().KAKAO_SERVICE_TERMS_URL,
      { method: 'GET', headers: { Authorization: `Bearer ${kakaoAccessToken}`, Accept: 'application/json' } },
      'service terms',
    );
    if (status < 200 || status >= 300) throw new KakaoError('server', 'Kakao service terms failed', { status });
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
