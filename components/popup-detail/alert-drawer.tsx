'use client';

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ApiError } from '@/api/api-error';
import type { SpotDetail } from '@/api/contracts/spots';
import {
  reservationNotificationQueries,
  useCancelReservationNotification,
  useChangeReservationNotification,
  useRegisterReservationNotification,
} from '@/api/reservation-notifications';
import { offsetsToSubmit } from '@/lib/alert-offsets';
import { detectApp, type BridgeHost } from '@/lib/app-bridge';
import { TOAST_DURATION_MS } from '@/lib/client-constants';
import type { AlertOffsetMinutes } from '@/lib/constants';
import { showToast } from '@/stores/toast-store';
import { LoadError } from '@/components/ui/empty-state';
import { useErrorWords } from '@/hooks/use-error-words';
import { useClientNow } from './alert-drawer-clock';
import { AlertDrawerForm } from './alert-drawer-form';
import { AlertDoneSheet, AlertSheet, isKnownOffset } from './alert-drawer-sheet';

type Props = { spot: SpotDetail & { preReservationStartedAt: string }; onClose: () => void };

/** Rules the server names in its own words; anything else gets the drawer's own sentence. */
const NAMED = ['RESERVATION_NOT_UPCOMING', 'RESERVATION_ALERT_TOO_LATE', 'RESERVATION_ALERT_NOT_FOUND'] as const;

/**
 * The pre-reservation alert drawer (spec 4 and 5), loaded only when opened. Without an alert
 * the reader chooses times and registers; success is, in the companion app, a toast (the app
 * shows its own UI around it), on the web a sheet listing the times. With one (the detail's
 * isReservationNotificationRegistered), the drawer opens on the reader's times, read from the
 * API, to change them (a toast says so) or cancel the alert: the drawer closes and a toast
 * offers 'undo', as unpicking does, which registers the times still ahead again.
 */
export default function AlertDrawer({ spot, onClose }: Props) {
  const registered = spot.isReservationNotificationRegistered;
  const mine = useQuery({ ...reservationNotificationQueries.mine(spot.id), enabled: registered });
  const t = useTranslations('popup.alert');
  const titleId = useId();
  // Mounted on a tap, never while hydrating: the clock is there from the first render.
  const now = useClientNow();
  if (now === null) return null;

  if (registered && mine.isError) {
    return (
      <AlertSheet labelledBy={titleId} describedBy={`${titleId}-error`} onClose={onClose}>
        <h2 id={titleId} className="text-lg font-bold">
          {t('changeTitle')}
        </h2>
        <LoadError
          size="compact"
          className="mt-2"
          message={<span id={`${titleId}-error`}>{t('loadError')}</span>}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      </AlertSheet>
    );
  }
  // The entry preloads this answer on hover, focus and touch: usually here by the tap. Until
  // then nothing opens, so the sheet never flashes empty and focus lands on a time.
  if (registered && !mine.data) return null;
  const current = (mine.data?.remindOffsetMinutes ?? []).filter(isKnownOffset);
  return <AlertDrawerBody spot={spot} now={now} current={current} onClose={onClose} />;
}

function AlertDrawerBody({ spot, now, current, onClose }: Props & { now: number; current: AlertOffsetMinutes[] }) {
  const t = useTranslations('popup.alert');
  const words = useErrorWords();
  const start = spot.preReservationStartedAt;
  const [done, setDone] = useState<number[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const register = useRegisterReservationNotification(spot.id);
  const change = useChangeReservationNotification(spot.id);
  const cancel = useCancelReservationNotification(spot.id);
  const mode = current.length > 0 ? 'change' : 'register';

  // A lost session opens the login modal over the drawer (the query client's); the reader's
  // times stay chosen under it.
  const explain = (error: Error, fallback: string) =>
    setFailed(NAMED.some((name) => ApiError.is(error, name)) ? words(error) : fallback);
  const inApp = () => detectApp(navigator.userAgent, window as unknown as BridgeHost).inApp;

  const submit = (remindOffsetMinutes: AlertOffsetMinutes[]) => {
    setFailed(null);
    if (mode === 'change') {
      change.mutate(
        { remindOffsetMinutes },
        {
          onSuccess: () => {
            showToast({ message: t('changedToast') });
            onClose();
          },
          onError: (error) => explain(error, t('changeFailed')),
        },
      );
      return;
    }
    register.mutate(
      { remindOffsetMinutes },
      {
        onSuccess: (answer) => {
          if (inApp()) {
            showToast({ message: t('doneToast') });
            onClose();
          } else setDone(answer.remindOffsetMinutes);
        },
        onError: (error) => explain(error, t('failed')),
      },
    );
  };

  const undo = (offsets: AlertOffsetMinutes[]) => () => {
    // Only the times still ahead: one may have passed while the toast was up.
    const ahead = offsetsToSubmit(offsets, start, Date.now());
    if (ahead.length === 0) return;
    // The drawer has closed by the time the reader presses it: the mutation runs on without
    // it, and its promise (not the call's callbacks, gone with the drawer) says how it ended.
    register.mutateAsync({ remindOffsetMinutes: ahead }).then(
      () => showToast({ message: t('doneToast') }),
      () => showToast({ message: t('restoreFailed') }),
    );
  };
  const cancelAlert = () => {
    setFailed(null);
    cancel.mutate(undefined, {
      onSuccess: () => {
        onClose();
        const restorable = offsetsToSubmit(current, start, Date.now()).length > 0;
        showToast({
          message: t('cancelledToast'),
          durationMs: TOAST_DURATION_MS.long,
          action: restorable ? { label: t('undo'), onPress: undo(current) } : undefined,
        });
      },
      onError: (error) => {
        // Cancelled already (another tab): the reader's wish holds; nothing to undo here.
        if (ApiError.is(error, 'RESERVATION_ALERT_NOT_FOUND')) {
          onClose();
          showToast({ message: t('cancelledToast') });
        } else explain(error, t('cancelFailed'));
      },
    });
  };

  if (done) return <AlertDoneSheet start={start} offsets={done} onClose={onClose} />;
  return (
    <AlertDrawerForm
      // A change refused because the alert was cancelled elsewhere turns the form into registering.
      key={mode}
      start={start}
      now={now}
      mode={mode}
      initial={current}
      pending={register.isPending || change.isPending}
      failed={failed}
      onSubmit={submit}
      onClose={onClose}
      cancel={mode === 'change' ? { pending: cancel.isPending, onCancel: cancelAlert } : undefined}
    />
  );
}

/**
 * Asked by the entry on hover, focus or touch (with this module's code): the reader's times
 * are then usually here when the drawer opens. A fresh answer (5 s) is not asked again.
 */
export function prefetchMyAlert(queryClient: QueryClient, spotId: number) {
  void queryClient.prefetchQuery({ ...reservationNotificationQueries.mine(spotId), staleTime: 5000 });
}
