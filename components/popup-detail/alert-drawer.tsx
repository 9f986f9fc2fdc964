'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ApiError } from '@/api/api-error';
import type { SpotDetail } from '@/api/contracts/spots';
import { registerReservationNotification } from '@/api/reservation-notifications';
import { spotKeys } from '@/api/spots';
import { isOffsetEnabled, offsetsToSubmit } from '@/lib/alert-offsets';
import { detectApp, type BridgeHost } from '@/lib/app-bridge';
import { ALERT_OFFSETS_MINUTES, type AlertOffsetMinutes } from '@/lib/constants';
import { formatSeoulDateTime } from '@/lib/format-date';
import { openLoginModal } from '@/stores/auth-store';
import { showToast } from '@/stores/toast-store';
import type { Locale } from '@/lib/locales';
import { useClientNow } from './alert-drawer-clock';
import { AlertDrawerSheet } from './alert-drawer-sheet';

type Props = { spot: SpotDetail & { preReservationStartedAt: string }; lang: Locale; onClose: () => void };

const MINUTE_MS = 60 * 1000;

/**
 * The pre-reservation alert drawer (spec 4 and 5), loaded only when opened. The reader ticks
 * one or more of 24 hours / 1 hour / 10 minutes before the start; a time that has already
 * passed is disabled, and submitting needs at least one (the button stays disabled and the
 * hint says why). Success: in the companion app a toast (the app shows its own UI around
 * it), on the web this sheet turns into the 'alert applied' confirmation listing the times.
 */
export default function AlertDrawer({ spot, lang, onClose }: Props) {
  const t = useTranslations('popup.alert');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const titleId = useId();
  const descriptionId = useId();
  const hintId = useId();
  const start = spot.preReservationStartedAt;
  // Mounted on a tap, never while hydrating: the clock is there from the first render.
  const now = useClientNow();
  const [chosen, setChosen] = useState<AlertOffsetMinutes[]>([]);
  const [done, setDone] = useState<number[] | null>(null);
  const [failed, setFailed] = useState(false);

  const mutation = useMutation({
    mutationFn: (remindOffsetMinutes: AlertOffsetMinutes[]) =>
      registerReservationNotification(spot.id, { remindOffsetMinutes }),
    onMutate: () => setFailed(false),
    onSuccess: (answer) => {
      // The button reads 'alert applied' at once; the refetch confirms it.
      queryClient.setQueryData<SpotDetail>(spotKeys.detail(spot.id, lang), (old) =>
        old ? { ...old, isReservationNotificationRegistered: true } : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...spotKeys.all, 'detail', spot.id] });
      if (detectApp(navigator.userAgent, window as unknown as BridgeHost).inApp) {
        showToast({ message: t('doneToast') });
        onClose();
      } else {
        setDone(answer.remindOffsetMinutes);
      }
    },
    onError: (error) => {
      if (ApiError.is(error) && error.status === 401) {
        // The token expired on the server: sign in again, then come back.
        onClose();
        openLoginModal();
      } else {
        setFailed(true);
      }
    },
  });

  if (now === null) return null;
  const alertTime = (offset: number) => formatSeoulDateTime(new Date(start).getTime() - offset * MINUTE_MS, locale);
  const selection = offsetsToSubmit(chosen, start, now);

  if (done) {
    return (
      <AlertDrawerSheet labelledBy={titleId} describedBy={descriptionId} onClose={onClose}>
        <h2 id={titleId} className="text-lg font-bold">
          {t('doneTitle')}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
          {t('doneDescription')}
        </p>
        <h3 className="mt-4 text-sm font-semibold">{t('doneTimes')}</h3>
        <ul className="mt-2 flex flex-col gap-1.5 text-sm">
          {done.map((offset) => (
            <li key={offset} className="flex justify-between rounded-lg bg-canvas px-3 py-2">
              <span>{isKnownOffset(offset) ? t(`offset.${offset}`) : null}</span>
              <span className="tabular-nums text-ink-muted">{alertTime(offset)}</span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          autoFocus
          onClick={onClose}
          className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-full bg-ink text-sm font-semibold text-surface"
        >
          {t('doneConfirm')}
        </button>
      </AlertDrawerSheet>
    );
  }

  return (
    <AlertDrawerSheet labelledBy={titleId} describedBy={descriptionId} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // Re-read the clock: the drawer may have stayed open past an offset's time.
          const offsets = offsetsToSubmit(chosen, start, Date.now());
          if (offsets.length > 0 && !mutation.isPending) mutation.mutate(offsets);
        }}
      >
        <h2 id={titleId} className="text-lg font-bold">
          {t('title')}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
          {t('description', { start: formatSeoulDateTime(start, locale) })}
        </p>
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold">{t('legend')}</legend>
          <ul className="flex flex-col gap-2">
            {ALERT_OFFSETS_MINUTES.map((offset) => {
              const enabled = isOffsetEnabled(offset, start, now);
              return (
                <li key={offset}>
                  <label
                    className={`flex min-h-12 items-center gap-3 rounded-xl border px-4 py-2 ${
                      enabled
                        ? 'cursor-pointer border-line has-[:checked]:border-brand'
                        : 'border-line bg-canvas text-ink-muted'
                    }`}
                  >
                    <input
                      type="checkbox"
                      name="remindOffsetMinutes"
                      value={offset}
                      disabled={!enabled}
                      checked={enabled && chosen.includes(offset)}
                      onChange={(event) =>
                        setChosen((list) =>
                          event.target.checked ? [...list, offset] : list.filter((item) => item !== offset),
                        )
                      }
                      className="size-5 accent-brand"
                    />
                    <span className="flex flex-1 flex-col">
                      <span className="text-sm font-semibold">{t(`offset.${offset}`)}</span>
                      <span className="text-xs text-ink-muted">
                        {enabled ? t('at', { time: alertTime(offset) }) : t('passed')}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {selection.length === 0 ? (
          <p id={hintId} className="mt-3 text-sm text-brand-strong">
            {t('required')}
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className="mt-3 text-sm text-brand-strong">
            {t('failed')}
          </p>
        ) : null}
        <div className="mt-5 flex gap-2">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-12 flex-1 items-center justify-center rounded-full border border-line text-sm font-semibold"
          >
            {t('close')}
          </button>
          <button
            type="submit"
            disabled={selection.length === 0 || mutation.isPending}
            aria-describedby={selection.length === 0 ? hintId : undefined}
            className="inline-flex h-12 flex-[2] items-center justify-center rounded-full bg-brand text-sm font-semibold text-white disabled:bg-line disabled:text-ink-muted"
          >
            {mutation.isPending ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </AlertDrawerSheet>
  );
}

function isKnownOffset(offset: number): offset is AlertOffsetMinutes {
  return (ALERT_OFFSETS_MINUTES as readonly number[]).includes(offset);
}
