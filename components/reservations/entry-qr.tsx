'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEntryCode } from '@/lib/reservation-rules';

/** The QR as an SVG picture (data URL); the library is fetched when a QR is shown, not with the page. */
function useQrPicture(text: string): { url: string | null; failed: boolean } {
  const [picture, setPicture] = useState<{ text: string; url: string | null }>({ text: '', url: null });
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setPicture({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        // No picture: the entry code under it still gets the visitor in.
        if (current) setPicture({ text, url: null });
      });
    return () => {
      current = false;
    };
  }, [text]);
  const done = picture.text === text;
  return { url: done ? picture.url : null, failed: done && picture.url === null };
}

/**
 * The entry QR of a live booking: the server's signed token (decision 043), drawn in the
 * browser, with the entry code written under it for staff to read or type.
 */
export function EntryQr({ token, code }: { token: string; code: string }) {
  const t = useTranslations('reservation.detail');
  const { url, failed } = useQrPicture(token);
  const shown = formatEntryCode(code);
  return (
    <section
      aria-labelledby="entry-qr-title"
      className="flex flex-col items-center gap-3 rounded-card border border-line p-5"
    >
      <h2 id="entry-qr-title" className="text-lg font-bold">
        {t('qrTitle')}
      </h2>
      <p className="text-label text-ink-muted">{t('qrDescription')}</p>
      {url ? (
        // A generated SVG in a data URL: next/image has nothing to optimise here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={url} alt={t('qrAlt', { code: shown })} width={224} height={224} className="size-56 bg-white" />
      ) : failed ? (
        <p role="status" className="text-label">
          {t('qrUnavailable')}
        </p>
      ) : (
        <div role="status" aria-label={t('qrLoading')} className="size-56">
          <Skeleton className="size-full" />
        </div>
      )}
      <p className="text-label">
        {t('entryCode')} <strong className="font-mono text-lg tracking-wider">{shown}</strong>
      </p>
    </section>
  );
}
