import NextLink from 'next/link';
import { redirect as nextRedirect } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/locales';
import { localizedPath } from './localized-path';

/*
 * Locale-aware replacements for next/link and next/navigation's redirect, for server and
 * client components alike: `<Link href="/popup/1">` becomes `/popup/1` in Korean and
 * `/en/popup/1` in English. The hooks (usePathname, useRouter) are browser-only and live in
 * i18n/client-navigation.ts. Written here rather than taken from next-intl's createNavigation,
 * which carries routing features we don't use (localized pathnames, domains, a locale cookie)
 * into every page's first load (decision 028).
 */

type QueryValue = string | number | boolean;

/** An app path with its query as an object, for redirects: `{ pathname: '/login', query: { next } }`. */
type Href = string | { pathname: string; query?: Record<string, QueryValue | readonly QueryValue[]> };

function hrefToString(href: Href): string {
  if (typeof href === 'string') return href;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const query = params.toString();
  return query ? `${href.pathname}?${query}` : href.pathname;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/** next/link with the reader's language in the address. */
export function Link({ href, ...rest }: LinkProps) {
  const locale = useLocale();
  return <NextLink {...rest} href={localizedPath(href, locale)} />;
}

/** The address of `href` in `locale` (for links outside React, redirects, share URLs). */
export function getPathname({ href, locale }: { href: string; locale: Locale }): string {
  return localizedPath(href, locale);
}

/** next/navigation's redirect to `href` in `locale`. */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(localizedPath(hrefToString(href), locale));
}
