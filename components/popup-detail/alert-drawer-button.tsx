'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { spotQueries } from '@/api/spots';
import { useRequireLogin } from '@/hooks/use-require-login';
import { isAlertEntryVisible, minutesUntil } from '@/lib/alert-offsets';
import { useClientNow } from './alert-drawer-clock';
import { BellIcon } from '@/components/ui/icons/bell';
import { CheckIcon } from '@/components/ui/icons/check';
import type { Locale } from '@/lib/locales';

// Most readers never open it: the drawer's code loads on the first tap.
const AlertDrawer = lazy(() => import('./alert-drawer'));

/**
 * The 'pre-reservation alert' entry in the schedule (spec 4). It shows while the
 * pre-reservation start is more than 10 minutes away (lib/alert-offsets.ts explains the
 * reading of the spec); anonymous readers get the login modal; once the reader has an alert
 * it reads 'alert applied' and does nothing.
 *
 * The applied state uses aria-disabled rather than disabled: right after registering, focus
 * returns here from the drawer, and a disabled button would drop it to the page's top.
 * The time rules need the reader's clock, so the entry renders after hydration.
 */
export function AlertDrawerButton({ spot, lang }: { spot: SpotDetail; lang: Locale }) {
  const t = useTranslations('popup.alert');
  const requireLogin = useRequireLogin();
  const now = useClientNow();
  const [open, setOpen] = useState(false);
  // The cached spot, so registering (which updates the cache) flips the button at once.
  const { data } = useQuery({ ...spotQueries.detail(spot.id, lang), initialData: spot });
  const start = data.preReservationStartedAt;

  if (now === null || start === null) return null;
  const registered = data.isReservationNotificationRegistered;
  // A registered reader keeps seeing 'applied' until the start; others see the entry only
  // while there is still time to choose an alert.
  const visible = registered ? minutesUntil(start, now) > 0 : isAlertEntryVisible(start, now);
  if (!visible && !open) return null;

  const className =
    'mt-3 inline-flex h-11 w-full items-center justify-center gap-1.5 rounded-xl border text-sm font-semibold';

  return (
    <>
      {registered ? (
        <button
          type="button"
          aria-disabled="true"
          className={`${className} cursor-default border-line bg-canvas text-ink-muted`}
        >
          <CheckIcon width={18} height={18} />
          {t('applied')}
        </button>
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => requireLogin(() => setOpen(true))}
          className={`${className} border-brand text-brand-strong hover:bg-brand-soft`}
        >
          <BellIcon width={18} height={18} />
          {t('entry')}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <AlertDrawer spot={{ ...data, preReservationStartedAt: start }} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
