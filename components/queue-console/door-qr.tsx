'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { queueConsoleQueries } from '@/api/queue-console';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/empty-state';
import { CopyIcon } from '@/components/ui/icons/copy';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormatSeoulTime } from '@/hooks/use-format-seoul-time';
import { showToast } from '@/stores/toast-store';

/** A fresh code is fetched this long before the shown one runs out (codes last 10 minutes). */
const REFRESH_BEFORE_MS = 60_000;
/** Never asks more often than this, whatever the clocks say. */
const MIN_REFRESH_MS = 10_000;

/**
 * The QR as an SVG picture (data URL); the library is fetched on first use, not in the first
 * load. While a renewed code is drawn the previous picture stays (it is valid a minute more).
 */
function useQrPicture(text: string | null): string | null {
  const [picture, setPicture] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setPicture(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // No picture: the address below still works, typed or copied.
      });
    return () => {
      current = false;
    };
  }, [text]);
  return picture;
}

/**
 * The QR the store shows at its door: it opens the join page with a signed code, so people
 * at the door can join even when remote joining is off. Codes last 10 minutes; a new one is
 * fetched a minute before the shown one expires, so a tablet left on the stand stays valid.
 * The address is written out too, to copy into a sign or a message.
 */
export function DoorQr({ queueId, title }: { queueId: number; title: string }) {
  const t = useTranslations('queueConsole.qr');
  const time = useFormatSeoulTime();
  const code = useQuery({
    ...queueConsoleQueries.joinCode(queueId),
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      if (!expiresAt) return false;
      return Math.max(MIN_REFRESH_MS, Date.parse(expiresAt) - Date.now() - REFRESH_BEFORE_MS);
    },
    // A tablet woken up after a while shows an expired code otherwise.
    refetchOnWindowFocus: 'always',
  });
  const url = code.data ? `${window.location.origin}${code.data.path}` : null;
  const picture = useQrPicture(url);

  // Without a clipboard (an http page) it fails like a refusal: the address stays selectable.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url ?? ''))
      .then(() => showToast({ message: t('copied') }))
      .catch(() => showToast({ message: t('copyFailed') }));

  return (
    <section aria-labelledby="console-qr-title">
      <h2 id="console-qr-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="text-label text-ink-muted">{t('description')}</p>
      {code.isError && !code.data ? (
        <LoadError size="compact" message={t('error')} onRetry={() => void code.refetch()} retrying={code.isFetching} />
      ) : (
        <div className="mt-3 flex flex-col items-center gap-3 rounded-card border border-line p-4">
          {picture ? (
            // A generated SVG in a data URL: next/image has nothing to optimise here.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={picture} alt={t('imageLabel', { title })} width={220} height={220} className="size-56 bg-white" />
          ) : (
            <div role="status" aria-label={t('loading')} className="size-56">
              <Skeleton className="size-full" />
            </div>
          )}
          {url && code.data ? (
            <>
              <p className="w-full text-center text-caption break-all text-ink-muted">
                <span className="sr-only">{t('address')} </span>
                {url}
              </p>
              <p className="text-caption text-ink-muted tabular-nums">
                {t('expires', { time: time(code.data.expiresAt) })}
              </p>
              <Button
                size="sm"
                variant="outline"
                icon={<CopyIcon width={18} height={18} />}
                onClick={() => void copy()}
              >
                {t('copy')}
              </Button>
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}
