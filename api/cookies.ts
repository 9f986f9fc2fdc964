import Cookies from 'js-cookie';

/**
 * Cookies whose values must round-trip any text, through js-cookie (the project's cookie
 * library): the API client's credentials. It loads with the first API call; the first load's
 * simpler cookie work uses the platform (api/plain-cookies.ts). Browser-only.
 */

type CookieOptions = { path: string; expires?: Date; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  Cookies.set(name, value, options);
}
