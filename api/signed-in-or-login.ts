import { ApiError } from '@/api/api-error';
import { ResultCode } from '@/api/error-codes';
import type { Locale } from '@/lib/locales';
import { getPathname, redirect } from '@/i18n/navigation';

type Target = {
  lang: Locale;
  /** The page's own path without the locale prefix, e.g. `/history/mypicks`. */
  path: string;
  /** The page's query string (without `?`) to come back to, when it matters. */
  query?: string;
};

/**
 * Runs a private page's first load. When the API answers 401 (anonymous, an expired token or
 * an account that is gone), the reader is sent to /login with this page as `next`, which the
 * sign-in stores as the return path; an account that has not finished signing up
 * (SIGNUP_REQUIRED) goes to /signup, which comes back here when done. Every other error is
 * the page's to handle.
 */
export async function signedInOrLogin<T>(load: () => Promise<T>, { lang, path, query }: Target): Promise<T> {
  let loaded: { value: T } | null = null;
  let to: '/login' | '/signup' = '/login';
  try {
    loaded = { value: await load() };
  } catch (error) {
    if (!ApiError.is(error)) throw error;
    if (error.code === ResultCode.SIGNUP_REQUIRED) to = '/signup';
    else if (error.status !== 401) throw error;
  }
  // redirect() throws, so it stays outside the try above.
  if (loaded) return loaded.value;
  const here = `${getPathname({ href: path, locale: lang })}${query ? `?${query}` : ''}`;
  return redirect({ href: { pathname: to, query: { next: here } }, locale: lang });
}
