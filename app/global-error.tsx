'use client';

import './globals.css';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { routing } from '@/i18n/routing';
import { type Locale, isLocale } from '@/lib/locales';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';

type Props = { error: unknown; retry: () => void };
type Messages = { errorPage: Record<string, string> } & Record<string, unknown>;

/** The locale from the URL: `/en/...` is English, anything unprefixed is Korean. */
function localeFromLocation(): Locale {
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : routing.defaultLocale;
}

function Content({ retry }: { retry: () => void }) {
  const t = useTranslations('errorPage');
  return (
    <main className="mx-auto flex min-h-dvh max-w-app flex-col items-center justify-center bg-surface px-6 text-center">
      <title>{t('title')}</title>
      <h1 className="text-xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('description')}</p>
      <div className="mt-8 flex gap-3">
        <Button variant="secondary" size="lg" onClick={() => retry()}>
          {t('retry')}
        </Button>
        {/* A plain link: the app's router may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point */}
        <a href="/" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {t('goHome')}
        </a>
      </div>
    </main>
  );
}

/**
 * Replaces the root layout when the layout itself fails, so the next-intl provider is gone.
 * The messages are loaded on demand: bundling all four locale files into the always-loaded
 * global error chunk would cost every page for a screen that is almost never seen.
 */
export default function GlobalError({ error, retry }: Props) {
  const [state, setState] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    console.error(error);
  }, [error]);

  useEffect(() => {
    const locale = localeFromLocation();
    let active = true;
    import(`../locales/${locale}.json`)
      .then((module: { default: Messages }) => {
        if (active) setState({ locale, messages: module.default });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  return (
    <html lang={state?.locale ?? routing.defaultLocale}>
      <body>
        {state ? (
          <NextIntlClientProvider locale={state.locale} messages={state.messages} timeZone="Asia/Seoul">
            <Content retry={retry} />
          </NextIntlClientProvider>
        ) : (
          <main className="min-h-dvh bg-surface" aria-busy="true" />
        )}
      </body>
    </html>
  );
}
