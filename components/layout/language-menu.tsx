'use client';

import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { usePathname } from '@/i18n/client-navigation';
import { getPathname } from '@/i18n/navigation';
import { CheckIcon } from '@/components/ui/icons/check';
import { LOCALES, type Locale } from '@/lib/locales';

type Props = {
  /** The popover's id, closed after a choice. */
  menuId: string;
  label: string;
  languageNames: Record<Locale, string>;
};

/**
 * The language menu's links (`/popup/1`, `/en/popup/1`, ...): real links that work without
 * JavaScript, can be opened in a new tab, and crawlers follow. With JavaScript the click keeps
 * the current query string (e.g. `?tab=REVIEW`) and stays in the app. LanguageSwitcher loads
 * this code after the page (the server renders the links, and until then they are plain links).
 *
 * Hrefs come from getPathname, so Korean is the unprefixed URL itself.
 */
export function LanguageMenu({ menuId, label, languageNames }: Props) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  function switchTo(event: MouseEvent<HTMLAnchorElement>, href: string, current: boolean) {
    // Let modified clicks (new tab, new window) use the plain link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    document.getElementById(menuId)?.hidePopover();
    if (!current) router.replace(`${href}${window.location.search}`, { scroll: false });
  }

  return (
    <ul aria-label={label}>
      {LOCALES.map((code) => {
        const href = getPathname({ href: pathname, locale: code });
        const current = code === locale;
        return (
          <li key={code}>
            <NextLink
              href={href}
              hrefLang={code}
              lang={code}
              aria-current={current ? 'true' : undefined}
              onClick={(event) => switchTo(event, href, current)}
              className="flex min-h-tap items-center justify-between gap-3 rounded-lg px-3 text-body hover:bg-canvas aria-[current]:font-semibold aria-[current]:text-brand-strong"
            >
              {languageNames[code]}
              {current ? <CheckIcon width={16} height={16} /> : null}
            </NextLink>
          </li>
        );
      })}
    </ul>
  );
}
