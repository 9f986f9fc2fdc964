'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ApiError } from '@/api/api-error';
import type { SpotDetail } from '@/api/contracts/spots';
import { useRegisterReservationNotification } from '@/api/reservation-notifications';
import { isOffsetEnabled, offsetsToSubmit } from '@/lib/alert-offsets';
import { detectApp, type BridgeHost } from '@/lib/app-bridge';
import { ALERT_OFFSETS_MINUTES, type AlertOffsetMinutes } from '@/lib/constants';
import { formatSeoulDateTime } from '@/lib/format-date';
import { showToast } from '@/stores/toast-store';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorWords } from '@/hooks/use-error-words';
import { useClientNow } from './alert-drawer-clock';

const SHEET = 'overflow-y-auto px-5 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))]';

/** The grab handle says "sheet"; it is decoration, Escape, Back and the buttons close it. */
function SheetHandle() {
  return <div aria-hidden="true" className="mx-auto mb-4 h-1 w-10 shrink-0 rounded-full bg-line" />;
}

type Props = { spot: SpotDetail & { preReservationStartedAt: string }; onClose: () => void };

const MINUTE_MS = 60 * 1000;

/**
 * The pre-reservation alert drawer (spec 4 and 5), loaded only when opened. The reader ticks
 * one or more of 24 hours / 1 hour / 10 minutes before the start; a time that has already
 * passed is disabled, and submitting needs at least one (the button stays disabled and the
 * hint says why). Success: in the companion app a toast (the app shows its own UI around
 * it), on the web this sheet turns into the 'alert applied' confirmation listing the times.
 */
export default function AlertDrawer({ spot, onClose }: Props) {
  const t = useTranslations('popup.alert');
  const locale = useLocale();
  const titleId = useId();
  const descriptionId = useId();
  const hintId = useId();
  const words = useErrorWords();
  const start = spot.preReservationStartedAt;
  // Mounted on a tap, never while hydrating: the clock is there from the first render.
  const now = useClientNow();
  const [chosen, setChosen] = useState<AlertOffsetMinutes[]>([]);
  // Until the reader has ticked something, "choose at least one" is guidance, not an error.
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<number[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const register = useRegisterReservationNotification(spot.id);
  const mutation = {
    isPending: register.isPending,
    mutate: (remindOffsetMinutes: AlertOffsetMinutes[]) => {
      setFailed(null);
      register.mutate(
        { remindOffsetMinutes },
        {
          onSuccess: (answer) => {
            if (detectApp(navigator.userAgent, window as unknown as BridgeHost).inApp) {
              showToast({ message: t('doneToast') });
              onClose();
            } else {
              setDone(answer.remindOffsetMinutes);
            }
          },
          onError: (error) => {
            // The token expired on the server: the login modal opens (the query client's), the drawer steps aside.
            if (ApiError.is(error) && error.status === 401) onClose();
            // A rule the server names (no upcoming pre-reservation, a time already passed) in
            // its own words; anything else, the drawer's 'couldn't register'.
            else if (ApiError.is(error, 'RESERVATION_NOT_UPCOMING') || ApiError.is(error, 'RESERVATION_ALERT_TOO_LATE'))
              setFailed(words(error));
            else setFailed(t('failed'));
          },
        },
      );
    },
  };

  if (now === null) return null;
  const alertTime = (offset: number) => formatSeoulDateTime(new Date(start).getTime() - offset * MINUTE_MS, locale);
  const selection = offsetsToSubmit(chosen, start, now);

  if (done) {
    return (
      <Dialog variant="sheet" labelledBy={titleId} describedBy={descriptionId} onClose={onClose} className={SHEET}>
        <SheetHandle />
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
        <Button variant="secondary" size="lg" fullWidth autoFocus className="mt-6" onClick={onClose}>
          {t('doneConfirm')}
        </Button>
      </Dialog>
    );
  }

  return (
    <Dialog variant="sheet" labelledBy={titleId} describedBy={descriptionId} onClose={onClose} className={SHEET}>
      <SheetHandle />
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
                        ? 'cursor-pointer border-line-strong has-[:checked]:border-brand has-[:checked]:bg-brand-soft'
                        : 'border-line bg-canvas text-ink-muted'
                    }`}
                  >
                    <input
                      type="checkbox"
                      name="remindOffsetMinutes"
                      value={offset}
                      disabled={!enabled}
                      checked={enabled && chosen.includes(offset)}
                      onChange={(event) => {
                        setTouched(true);
                        setChosen((list) =>
                          event.target.checked ? [...list, offset] : list.filter((item) => item !== offset),
                        );
                      }}
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
          <p
            id={hintId}
            role={touched ? 'alert' : undefined}
            className={`mt-3 text-sm ${touched ? 'text-brand-strong' : 'text-ink-muted'}`}
          >
            {t('required')}
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className="mt-3 text-sm text-brand-strong">
            {failed}
          </p>
        ) : null}
        <div className="mt-5 flex gap-2">
          <Button variant="outline" size="lg" className="flex-1" onClick={onClose}>
            {t('close')}
          </Button>
          <Button
            type="submit"
            size="lg"
            className="flex-[2]"
            disabled={selection.length === 0}
            loading={mutation.isPending}
            aria-describedby={selection.length === 0 ? hintId : undefined}
          >
            {mutation.isPending ? t('submitting') : t('submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function isKnownOffset(offset: number): offset is AlertOffsetMinutes {
  return (ALERT_OFFSETS_MINUTES as readonly number[]).includes(offset);
}
