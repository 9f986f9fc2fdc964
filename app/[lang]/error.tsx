'use client';

import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/i18n/navigation';
import { ERROR_SCREEN_BUTTON } from '../error-screen-buttons';

type Props = {
  error: unknown;
  /** Re-fetches the segment from the server and re-renders it. */
  retry: () => void;
};

/**
 * Error boundary for every page under a locale: the header stays, the message is in the
 * reader's language, and the server's error details are never shown (production sends only
 * a digest, which the server log has next to the request id).
 */
export default function ErrorPage({ error, retry }: Props) {
  const t = useTranslations('errorPage');
  const { reset: resetQueries } = useQueryErrorResetBoundary();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="flex flex-col items-center px-6 py-20 text-center">
      <h1 className="text-xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('description')}</p>
      <div className="mt-8 flex gap-3">
        {/* Button's look without Button (app/error-screen-buttons.ts): this boundary is in every
            page's first load, and sharing Button with the page would load it twice. */}
        <button
          type="button"
          className={ERROR_SCREEN_BUTTON.secondary}
          onClick={() => {
            // Failed client queries must be allowed to run again, not rethrow their old error.
            resetQueries();
            retry();
          }}
        >
          {t('retry')}
        </button>
        <Link href="/" className={ERROR_SCREEN_BUTTON.outline}>
          {t('goHome')}
        </Link>
      </div>
    </section>
  );
}
