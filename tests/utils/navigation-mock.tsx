import { useLocale } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { vi } from 'vitest';
import { routing } from '@/i18n/routing';

/*
 * Stands in for '@/i18n/navigation' and '@/i18n/client-navigation' in every component test
 * (tests/utils/setup-components.ts mocks both with this one): the real ones need a mounted
 * Next app router. Links get the as-needed prefix (none in Korean, `/en/...` in English) from
 * the locale of the surrounding NextIntlClientProvider, as the real Link does.
 */

/** What `useRouter()` answers; a test asserts on it, e.g. `expect(mockRouter.push).toHaveBeenCalledWith('/login')`. */
export const mockRouter = {
  push: vi.fn(),
  replace: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};

export function resetMockRouter(): void {
  for (const fn of Object.values(mockRouter)) fn.mockReset();
}

type Href = string | { pathname: string; query?: Record<string, string | number | boolean>; hash?: string };

function localizedHref(href: Href, locale: string): string {
  const path =
    typeof href === 'string'
      ? href
      : `${href.pathname}${href.query ? `?${new URLSearchParams(stringValues(href.query))}` : ''}${href.hash ? `#${href.hash}` : ''}`;
  if (locale === routing.defaultLocale || !path.startsWith('/')) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

const stringValues = (query: Record<string, string | number | boolean>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: Href;
  locale?: string;
  // next/link's own props: not attributes of the anchor.
  prefetch?: boolean | null;
  scroll?: boolean;
  replace?: boolean;
};

export function Link({ href, locale, prefetch: _prefetch, scroll: _scroll, replace: _replace, ...rest }: LinkProps) {
  const current = useLocale();
  return <a href={localizedHref(href, locale ?? current)} {...rest} />;
}

export function getPathname({ href, locale }: { href: Href; locale: string }): string {
  return localizedHref(href, locale);
}

/** The address bar's path without its locale prefix, as next-intl's usePathname answers. */
export function usePathname(): string {
  const path = window.location.pathname;
  const [, first] = path.split('/');
  if (first === routing.defaultLocale || !(routing.locales as readonly string[]).includes(first)) return path;
  return path.slice(first.length + 1) || '/';
}

export function useRouter() {
  return mockRouter;
}
