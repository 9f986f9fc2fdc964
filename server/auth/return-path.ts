import 'server-only';
import type { z } from 'zod';
import type { authLangSchema, LoginErrorReason } from '@/api/contracts/auth';
import { DEFAULT_AFTER_LOGIN_PATH } from '@/lib/constants';
import { safeReturnPath } from '@/lib/return-path';

export type AuthLang = z.infer<typeof authLangSchema>;

/** Korean pages have no prefix (`/mypage`); the others do (`/en/mypage`). */
export function localePrefix(lang: AuthLang | undefined): string {
  return !lang || lang === 'ko' ? '' : `/${lang}`;
}

/** The language of a page path ('/en/popup/1' is English, '/popup/1' Korean). */
export function langOfPath(path: string | null | undefined): AuthLang {
  const match = path?.match(/^\/(en|ja|zh)(?:[/?#]|$)/);
  return (match?.[1] as AuthLang | undefined) ?? 'ko';
}

/** The origin referer if it is safe, else /mypage in the caller's language. */
export function afterLoginPath(candidate: string | null | undefined, lang: AuthLang | undefined): string {
  return safeReturnPath(candidate) ?? `${localePrefix(lang)}${DEFAULT_AFTER_LOGIN_PATH}`;
}

export function homePath(lang: AuthLang | undefined): string {
  return localePrefix(lang) || '/';
}

export function loginErrorPath(reason: LoginErrorReason, lang: AuthLang | undefined): string {
  return `${localePrefix(lang)}/login/error?reason=${encodeURIComponent(reason)}`;
}
