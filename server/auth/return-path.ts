import 'server-only';
import type { LoginErrorReason } from '@/api/contracts/auth';
import { DEFAULT_AFTER_LOGIN_PATH } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { safeReturnPath } from '@/lib/return-path';

/** Korean pages have no prefix (`/mypage`); the others do (`/en/mypage`). */
export function localePrefix(lang: Locale | undefined): string {
  return !lang || lang === 'ko' ? '' : `/${lang}`;
}

/** The language of a page path ('/en/popup/1' is English, '/popup/1' Korean). */
export function langOfPath(path: string | null | undefined): Locale {
  const match = path?.match(/^\/(en|ja|zh)(?:[/?#]|$)/);
  return (match?.[1] as Locale | undefined) ?? 'ko';
}

/** The origin referer if it is safe, else /mypage in the caller's language. */
function afterLoginPath(candidate: string | null | undefined, lang: Locale | undefined): string {
  return safeReturnPath(candidate) ?? `${localePrefix(lang)}${DEFAULT_AFTER_LOGIN_PATH}`;
}

/**
 * Where a sign-in lands: the return path, or for an account that has not signed up yet,
 * /signup with that return path as `next` (the sign-up page goes there when done).
 */
export function afterSignInPath(
  candidate: string | null | undefined,
  lang: Locale | undefined,
  signedUp: boolean,
): string {
  const target = afterLoginPath(candidate, lang);
  return signedUp ? target : `${localePrefix(lang)}/signup?next=${encodeURIComponent(target)}`;
}

export function homePath(lang: Locale | undefined): string {
  return localePrefix(lang) || '/';
}

export function loginErrorPath(reason: LoginErrorReason, lang: Locale | undefined): string {
  return `${localePrefix(lang)}/login/error?reason=${encodeURIComponent(reason)}`;
}
