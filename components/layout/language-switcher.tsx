'use client';

import { useLocale } from 'next-intl';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { usePathname } from '@/i18n/client-navigation';
import { getPathname } from '@/i18n/navigation';
import { CheckIcon } from '@/components/ui/icons/check';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { LOCALES, type Locale } from '@/lib/locales';
import { rememberLanguageAnswer } from './language-answer';

type Props = {
  label: string;
  /** Each language's name in that language (endonyms), e.g. { ko: '한국어', en: 'English' }. */
  languageNames: Record<Locale, string>;
};

const MENU_ID = 'language-menu';

/**
 * A menu of real links (`/popup/1`, `/en/popup/1`, ...): they work without JavaScript, can
 * be opened in a new tab, and crawlers follow them. With JavaScript the click keeps the
 * current query string (e.g. `?tab=REVIEW`). The native popover gives light dismiss, Escape
 * and top-layer stacking without a script; a <select> that navigates on change would fire
 * on every arrow key in some browsers.
 *
 * Hrefs come from getPathname, so Korean is the unprefixed URL itself: next-intl's Link
 * would point at `/ko/...` (to update a locale cookie we don't use) and cost a redirect.
 */
export function LanguageSwitcher({ label, languageNames }: Props) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  function switchTo(event: MouseEvent<HTMLAnchorElement>, href: string, current: boolean) {
    // Let modified clicks (new tab, new window) use the plain link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    document.getElementById(MENU_ID)?.hidePopover();
    // A language chosen here is the reader's answer: no suggestion of another one after it.
    rememberLanguageAnswer();
    if (!current) router.replace(`${href}${window.location.search}`, { scroll: false });
  }

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-haspopup="true"
        // The name starts with what the button shows (WCAG 2.5.3: speech users say "KO"), then
        // says what it does and where you are: "KO 언어 선택: 한국어".
        aria-label={`${locale.toUpperCase()} ${label}: ${languageNames[locale]}`}
        className="inline-flex h-tap min-w-tap shrink-0 items-center justify-center gap-0.5 rounded-full px-1.5 text-ink hover:bg-canvas"
      >
        <GlobeIcon width={20} height={20} />
        {/* A two-letter badge keeps the bar to one line in every language. */}
        <span aria-hidden="true" className="text-caption font-bold">
          {locale.toUpperCase()}
        </span>
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        className="fixed inset-auto top-[calc(var(--spacing-header)+env(safe-area-inset-top))] right-[max(0.75rem,calc(50vw_-_var(--container-app)/2_+_0.75rem))] m-0 min-w-40 rounded-xl border border-line bg-surface p-1 shadow-lg"
      >
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
      </div>
    </>
  );
}
