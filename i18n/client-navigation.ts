import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { localizedPath, pathWithoutLocale } from './localized-path';

/*
 * The locale-aware navigation hooks, for client components (next/navigation's hooks don't
 * exist on the server, so they stay apart from i18n/navigation.ts's Link and redirect).
 */

/** The address bar's path without the locale prefix: `/en/popup/1` -> `/popup/1`. */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useLocale();
  return pathWithoutLocale(pathname, locale);
}

type NavigateOptions = Parameters<ReturnType<typeof useNextRouter>['push']>[1];

/** next/navigation's router whose push, replace and prefetch take app paths in the reader's language. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: NavigateOptions) => router.push(localizedPath(href, locale), options),
      replace: (href: string, options?: NavigateOptions) => router.replace(localizedPath(href, locale), options),
      prefetch: (href: string) => router.prefetch(localizedPath(href, locale)),
    }),
    [router, locale],
  );
}
