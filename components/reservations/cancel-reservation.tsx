'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ReservationDetail } from '@/api/contracts/reservations';
import { useCancelReservation } from '@/api/reservations';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatSeoulDateTime } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { showToast } from '@/stores/toast-store';
import { useNow } from '@/hooks/use-now';

/**
 * Cancelling a live booking, up to an hour before the visit (decision 043): asks first, then
 * PATCHes; the answer is the cancelled booking, so the page changes without another request.
 * After the deadline the button is gone and the rule is said instead. A refusal (too late,
 * cancelled elsewhere already) is told by the shared error toast and the booking reloads.
 */
export function CancelReservation({ reservation }: { reservation: ReservationDetail }) {
  const t = useTranslations('reservation.detail');
  const lang = useLocale() as Locale;
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelReservation(reservation.id, lang);
  const now = useNow();
  const until = Date.parse(reservation.cancelableUntil);

  // The deadline is the reader's clock against the booking's: decided after hydration.
  if (now === null) return null;
  if (now > until) return <p className="text-center text-label text-ink-muted">{t('cancelClosed')}</p>;
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-label text-ink-muted">{t('cancelUntil', { time: formatSeoulDateTime(until, lang) })}</p>
      <Button variant="outline" size="lg" fullWidth onClick={() => setConfirming(true)}>
        {t('cancel')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('cancelConfirmTitle')}
          description={t('cancelConfirmDescription')}
          confirmLabel={t('cancelConfirm')}
          cancelLabel={t('cancelKeep')}
          tone="danger"
          pending={cancel.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: () => showToast({ message: t('canceled') }),
              onSettled: () => setConfirming(false),
            })
          }
        />
      ) : null}
    </div>
  );
}
