import 'server-only';
import type { LoginErrorReason } from '@/api/contracts/auth';
import { DEFAULT_AFTER_LOGIN_PATH } from '@/lib/constants';
import type { Locale } from '@/lib/locales';

/** Korean pages have no prefix (`/mypage`); the others do (`/en/mypage`). */
export function localePrefix(lang: Locale | undefined): string {
  return !lang || lang === 'ko' ? '' : `/${lang}`;
}

const PLACEHOLDER_ORIGIN = 'http://popspot.invalid';

/**
 * A place to send the browser after sign-in, or null. Only a path on this site is accepted:
 * it must start with one '/', and '//evil.example' or '/\evil.example' (which browsers read
 * as another host) are refused, as are control characters and our own API paths. Parsing
 * against a placeholder origin catches every other way of escaping it.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  // The login pages themselves would loop the user back to sign-in.
  if (/^(\/(en|ja|zh))?\/login(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The language of a page path ('/en/popup/1' is English, '/popup/1' Korean). */
export function langOfPath(path: string | null | undefined): Locale {
  const match = path?.match(/^\/(en|ja|zh)(?:[/?#]|$)/);
  return (match?.[1] as Locale | undefined) ?? 'ko';
}

/** The origin referer if it is safe, else /mypage in the caller's language. */
export function afterLoginPath(candidate: string | null | undefined, lang: Locale | undefined): string {
  return safeReturnPath(candidate) ?? `${localePrefix(lang)}${DEFAULT_AFTER_LOGIN_PATH}`;
}

export function homePath(lang: Locale | undefined): string {
  return localePrefix(lang) || '/';
}

export function loginErrorPath(reason: LoginErrorReason, lang: Locale | undefined): string {
  return `${localePrefix(lang)}/login/error?reason=${encodeURIComponent(reason)}`;
}
