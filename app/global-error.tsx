'use client';

import './globals.css';
import { useEffect, useState } from 'react';
import { ERROR_SCREEN_BUTTON } from './error-screen-buttons';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/locales';

type Props = { error: unknown; retry: () => void };
type ErrorWords = { title: string; description: string; retry: string; goHome: string };

/** The locale from the URL: `/en/...` is English, anything unprefixed is Korean. */
function localeFromLocation(): Locale {
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * The `errorPage` messages of one locale file, fetched when this screen first shows. They
 * are plain text (tests/unit/locales.test.ts keeps them free of ICU syntax), so the compiled
 * file holds them as strings and no message formatter is needed here.
 */
async function loadWords(locale: Locale): Promise<ErrorWords> {
  const messages = (await import(`../locales/${locale}.json`)) as { default: { errorPage: ErrorWords } };
  return messages.default.errorPage;
}

/**
 * Replaces the root layout when the layout itself fails, so the app's providers are gone.
 * It uses neither next-intl nor the app's components: every page loads this file up front,
 * and sharing a module with the layout or the page would put a second copy of it on every page.
 */
export default function GlobalError({ error, retry }: Props) {
  const [state, setState] = useState<{ locale: Locale; words: ErrorWords } | null>(null);

  useEffect(() => {
    console.error(error);
  }, [error]);

  useEffect(() => {
    const locale = localeFromLocation();
    let active = true;
    loadWords(locale)
      .then((words) => {
        if (active) setState({ locale, words });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const words = state?.words;
  return (
    <html lang={state?.locale ?? DEFAULT_LOCALE}>
      <body>
        {words ? (
          <main className="mx-auto flex min-h-dvh max-w-app flex-col items-center justify-center bg-surface px-6 text-center">
            <title>{words.title}</title>
            <h1 className="text-xl font-bold">{words.title}</h1>
            <p className="mt-2 text-sm text-ink-muted">{words.description}</p>
            <div className="mt-8 flex gap-3">
              <button type="button" className={ERROR_SCREEN_BUTTON.secondary} onClick={() => retry()}>
                {words.retry}
              </button>
              {/* A plain link: the app's router may be what failed. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point */}
              <a href="/" className={ERROR_SCREEN_BUTTON.outline}>
                {words.goHome}
              </a>
            </div>
          </main>
        ) : (
          <main className="min-h-dvh bg-surface" aria-busy="true" />
        )}
      </body>
    </html>
  );
}
