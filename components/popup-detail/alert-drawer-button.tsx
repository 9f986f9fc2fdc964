'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { hasAccessToken } from '@/api/client-session';
import type { SpotDetail } from '@/api/contracts/spots';
import { spotQueries } from '@/api/spots';
import { useRequireLogin } from '@/hooks/use-require-login';
import { isAlertEntryVisible, minutesUntil } from '@/lib/alert-offsets';
import { useClientNow } from './alert-drawer-clock';
import { BellIcon } from '@/components/ui/icons/bell';
import { CheckIcon } from '@/components/ui/icons/check';
import type { Locale } from '@/lib/locales';

// Most readers never open it: the drawer's code loads on the first hover, focus or touch.
const loadDrawer = () => import('./alert-drawer');
const AlertDrawer = lazy(loadDrawer);

/**
 * The 'pre-reservation alert' entry in the schedule (spec 4). It shows while the
 * pre-reservation start is more than 10 minutes away (lib/alert-offsets.ts explains the
 * reading of the spec); anonymous readers get the login modal. Once the reader has an alert
 * it reads 'alert set · change' and opens the same drawer on their times, to change or cancel
 * them (issue 31: the spec's disabled 'alert applied' left no way to either).
 *
 * Whether the reader has an alert arrives after hydration (the page's HTML is the same for
 * everyone: hooks/use-my-spot-states.ts). One button for both states, so focus stays on it
 * when the drawer closes after registering or cancelling. The time rules need the reader's
 * clock, so the entry renders after hydration.
 */
export function AlertDrawerButton({ spot, lang }: { spot: SpotDetail; lang: Locale }) {
  const t = useTranslations('popup.alert');
  const requireLogin = useRequireLogin();
  const now = useClientNow();
  const [open, setOpen] = useState(false);
  // The cached spot, so registering (which updates the cache) flips the button at once.
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...spotQueries.detail(spot.id, lang), initialData: spot });
  const start = data.preReservationStartedAt;

  if (now === null || start === null) return null;
  const registered = data.isReservationNotificationRegistered;
  // A registered reader keeps a way to change or cancel until the start; others see the
  // entry only while there is still time to choose an alert.
  const visible = registered ? minutesUntil(start, now) > 0 : isAlertEntryVisible(start, now);
  if (!visible && !open) return null;

  const className = registered
    ? 'border-line bg-canvas text-ink hover:bg-surface'
    : 'border-brand text-brand-strong hover:bg-brand-soft';
  // Start the drawer's code (and, with an alert, the reader's times) before the tap lands;
  // an anonymous reader's tap opens the login modal instead.
  const preload = () => {
    if (!hasAccessToken()) return;
    void loadDrawer().then(({ prefetchMyAlert }) => {
      if (registered) prefetchMyAlert(queryClient, spot.id);
    });
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => requireLogin(() => setOpen(true))}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        className={`mt-3 inline-flex h-11 w-full items-center justify-center gap-1.5 rounded-xl border text-sm font-semibold ${className}`}
      >
        {registered ? <CheckIcon width={18} height={18} /> : <BellIcon width={18} height={18} />}
        {registered ? t('applied') : t('entry')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AlertDrawer spot={{ ...data, preReservationStartedAt: start }} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
