'use client';

import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';

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
        {/* A plain button with Button's look: this boundary is on every page's first load, and
            sharing Button with the page would put a second copy of it there (decision 028). */}
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          onClick={() => {
            // Failed client queries must be allowed to run again, not rethrow their old error.
            resetQueries();
            retry();
          }}
        >
          {t('retry')}
        </button>
        <Link href="/" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {t('goHome')}
        </Link>
      </div>
    </section>
  );
}
