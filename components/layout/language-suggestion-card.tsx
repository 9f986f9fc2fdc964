'use client';

import NextLink from 'next/link';
import { usePathname } from '@/i18n/client-navigation';
import { getPathname } from '@/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import type { Locale } from '@/lib/locales';

export type LanguageSuggestionText = { label: string; message: string; switch: string; dismiss: string };

/**
 * The offer itself, written in the offered language (the reader may not read the page's):
 * a card over the bottom of the screen, where toasts go (above the tab bar or a page's own
 * bar), never taking the focus. Its link is the same page in that language (query kept), a
 * real link; 'no thanks' keeps this one.
 */
export function LanguageSuggestionCard({
  locale,
  text,
  onAnswer,
}: {
  locale: Locale;
  text: LanguageSuggestionText;
  onAnswer: () => void;
}) {
  const pathname = usePathname();
  // Shown only in the browser, after hydration: the query (a tab, filters) goes along.
  const href = `${getPathname({ href: pathname, locale })}${window.location.search}`;
  return (
    <section
      lang={locale}
      aria-label={text.label}
      data-toast-avoid
      className="fixed inset-x-0 bottom-[calc(var(--toast-lift)+env(safe-area-inset-bottom))] z-40 mx-auto w-full max-w-app px-gutter"
    >
      <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-lg">
        <p className="text-body font-semibold">{text.message}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onAnswer} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
            {text.dismiss}
          </button>
          <NextLink
            href={href}
            hrefLang={locale}
            onClick={onAnswer}
            className={buttonClassName({ variant: 'primary', size: 'sm' })}
          >
            {text.switch}
          </NextLink>
        </div>
      </div>
    </section>
  );
}
