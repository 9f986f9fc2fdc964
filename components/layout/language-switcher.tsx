'use client';

import { useLocale } from 'next-intl';
import { lazy, Suspense } from 'react';
import { GlobeIcon } from '@/components/ui/icons/globe';
import type { Locale } from '@/lib/locales';

// The links are rendered by the server and work as plain links; their code (the current
// path, the click that keeps the query) arrives after the page: the menu is on every page and
// rarely opened (decision 028).
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

type Props = {
  label: string;
  /** Each language's name in that language (endonyms), e.g. { ko: '한국어', en: 'English' }. */
  languageNames: Record<Locale, string>;
};

const MENU_ID = 'language-menu';

/**
 * The language button and its menu (LanguageMenu's links). The native popover gives light
 * dismiss, Escape and top-layer stacking without a script; a <select> that navigates on change
 * would fire on every arrow key in some browsers.
 */
export function LanguageSwitcher({ label, languageNames }: Props) {
  const locale = useLocale();
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-haspopup="true"
        // The name says what it does and where you are: "언어 선택: 한국어".
        aria-label={`${label}: ${languageNames[locale]}`}
        className="inline-flex h-tap min-w-tap shrink-0 items-center justify-center gap-0.5 rounded-full px-1.5 text-ink hover:bg-canvas"
      >
        <GlobeIcon width={20} height={20} />
        {/* A two-letter badge keeps the bar to one line in every language. */}
        <span aria-hidden="true" className="text-caption font-bold uppercase">
          {locale}
        </span>
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        className="fixed inset-auto top-[calc(var(--spacing-header)+env(safe-area-inset-top))] right-[max(0.75rem,calc(50vw_-_var(--container-app)/2_+_0.75rem))] m-0 min-w-40 rounded-xl border border-line bg-surface p-1 shadow-lg"
      >
        <Suspense fallback={null}>
          <LanguageMenu menuId={MENU_ID} label={label} languageNames={languageNames} />
        </Suspense>
      </div>
    </>
  );
}
