import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';
import type { LoginErrorReason } from './auth-constants';

/** The spec's login error screen for `reason`, in the page's language (browser code only). */
export function loginErrorUrl(reason: LoginErrorReason, locale: Locale): URL {
  const url = new URL(getPathname({ href: '/login/error', locale }), window.location.origin);
  url.searchParams.set('reason', reason);
  return url;
}
