import 'server-only';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_COOKIES } from '@/api/contracts/auth';
import { localeSchema } from '@/api/contracts/locale';
import type { Locale } from '@/lib/locales';
import { secureCookies } from './session-cookies';

/** The spec's login timeout: a sign-in not finished within 5 minutes starts over. */
const OAUTH_STATE_TTL_SECONDS = 5 * 60;

export type OAuthProvider = 'kakao' | 'naver' | 'apple';
const providers: readonly string[] = ['kakao', 'naver', 'apple'] satisfies OAuthProvider[];

/**
 * Starts a sign-in: a random state (CSRF protection for the callback, RFC 6749 section 10.12)
 * and nonce (OpenID Connect's replay check, for Apple's ID token) kept in an httpOnly cookie
 * for 5 minutes, together with the provider and the page language, so the callback, which
 * always arrives on the unprefixed redirect URI, answers in that language. SameSite=Lax:
 * the providers' redirects back are top-level cross-site GETs (Apple's form post is turned
 * into one first, see the Apple callback route).
 */
export function beginOAuthState(c: Context, provider: OAuthProvider, lang: Locale): { state: string; nonce: string } {
  const state = randomToken();
  const nonce = randomToken();
  const value = `${provider}.${state}.${nonce}.${lang}.${Date.now()}`;
  setCookie(c, AUTH_COOKIES.oauthState, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(),
    maxAge: OAUTH_STATE_TTL_SECONDS,
  });
  return { state, nonce };
}

export type StoredOAuthState = {
  provider: OAuthProvider;
  state: string;
  nonce: string;
  lang: Locale;
  issuedAt: number;
};

/**
 * Reads and clears the pending state (a state is good for one callback only). Null when there
 * is none or it is older than 5 minutes: the browser drops the cookie at max-age, and the
 * issue time covers clients that keep it longer.
 */
export function takeOAuthState(c: Context, now = Date.now()): StoredOAuthState | null {
  const raw = getCookie(c, AUTH_COOKIES.oauthState);
  if (raw === undefined) return null;
  deleteCookie(c, AUTH_COOKIES.oauthState, { path: '/', secure: secureCookies() });
  const [provider, state, nonce, lang, issued] = raw.split('.');
  const parsedLang = localeSchema.safeParse(lang);
  const issuedAt = Number(issued);
  if (!providers.includes(provider) || !state || !nonce || !parsedLang.success || !Number.isFinite(issuedAt)) {
    return null;
  }
  if (now - issuedAt > OAUTH_STATE_TTL_SECONDS * 1000 || issuedAt > now + 60_000) return null;
  return { provider: provider as OAuthProvider, state, nonce, lang: parsedLang.data, issuedAt };
}

/** Compares without leaking, through timing, how much of a guessed state was right. */
export function statesMatch(expected: string, received: string | undefined): boolean {
  if (!received || received.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i += 1) diff |= expected.charCodeAt(i) ^ received.charCodeAt(i);
  return diff === 0;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Buffer.from(bytes).toString('base64url');
}
