'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { ShareIcon } from '@/components/ui/icons/share';
import { COPY_TOAST_DURATION_MS } from '@/lib/client-constants';
import { showToast } from '@/stores/toast-store';
import type { Locale } from '@/lib/locales';

// The share itself comes with the first touch (share-spot.ts), well before the tap lands.
const loadShare = () => import('./share-spot');
// Only Android app versions below 2.0.9 ever see it: fetched when it opens.
const AppUpdateDialog = lazy(() => import('./app-update-dialog').then((m) => ({ default: m.AppUpdateDialog })));

type Props = {
  spot: Pick<SpotDetail, 'id' | 'title' | 'type'>;
  /** The language of the shared link (the reader's: a Japanese reader shares /ja/...). */
  lang: Locale;
  className?: string;
};

/**
 * Shares a pop-up's page (spec 7): its canonical address in the reader's language (a pass
 * pop-up's is /pass/popups/{id}), whatever page the button sits on, with
 * utm_source=online&utm_medium=share-button:
 * - inside the companion app: a SHARE bridge message opens the native share sheet; Android
 *   apps older than 2.0.9 cannot handle it and get an 'update the app' dialog instead;
 * - in a browser with the Web Share API (phones): the system share sheet;
 * - elsewhere: the link is copied and a toast says so.
 */
export function ShareButton({ spot, lang, className = '' }: Props) {
  const t = useTranslations('popup.share');
  const [updateOpen, setUpdateOpen] = useState(false);

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ message: t('copied'), durationMs: COPY_TOAST_DURATION_MS });
    } catch (error) {
      // Spec 8: copy failures on the detail page are logged, not shown.
      console.warn('copy share link failed', error);
    }
  };

  const share = async () => {
    const { shareSpot } = await loadShare();
    const { outcome, url } = await shareSpot(spot, lang);
    if (outcome === 'updateApp') setUpdateOpen(true);
    else if (outcome === 'copy') await copyLink(url);
  };

  return (
    <>
      <button
        type="button"
        onClick={share}
        onPointerEnter={() => void loadShare()}
        onTouchStart={() => void loadShare()}
        onFocus={() => void loadShare()}
        aria-label={t('button')}
        className={`inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-canvas ${className}`}
      >
        <ShareIcon width={20} height={20} />
      </button>
      {updateOpen ? (
        <Suspense fallback={null}>
          <AppUpdateDialog onClose={() => setUpdateOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
