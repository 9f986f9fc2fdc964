'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { isOffsetEnabled, offsetsToSubmit } from '@/lib/alert-offsets';
import { ALERT_OFFSETS_MINUTES, type AlertOffsetMinutes } from '@/lib/constants';
import { formatSeoulDateTime } from '@/lib/format-date';
import { Button } from '@/components/ui/button';
import { AlertSheet, useAlertTime } from './alert-drawer-sheet';

type Props = {
  start: string;
  now: number;
  /** 'register': a first alert; 'change': the reader's alert, its times ticked, with 'cancel alert'. */
  mode: 'register' | 'change';
  initial: AlertOffsetMinutes[];
  pending: boolean;
  failed: string | null;
  onSubmit: (offsets: AlertOffsetMinutes[]) => void;
  onClose: () => void;
  cancel?: { pending: boolean; onCancel: () => void };
};

/**
 * The drawer's form: tick one or more of 24 hours / 1 hour / 10 minutes before the start. A
 * time that has already passed is disabled, and submitting needs at least one (the button
 * stays disabled and the hint says why; it is guidance until the reader has ticked something).
 * Reopened on an alert already set, the reader's times come ticked, the button saves the
 * change, and 'cancel alert' removes it.
 */
export function AlertDrawerForm({ start, now, mode, initial, pending, failed, onSubmit, onClose, cancel }: Props) {
  const t = useTranslations('popup.alert');
  const locale = useLocale();
  const titleId = useId();
  const descriptionId = useId();
  const hintId = useId();
  const alertTime = useAlertTime(start);
  const [chosen, setChosen] = useState<AlertOffsetMinutes[]>(initial);
  const [touched, setTouched] = useState(false);
  const selection = offsetsToSubmit(chosen, start, now);
  const busy = pending || Boolean(cancel?.pending);
  const change = mode === 'change';

  return (
    <AlertSheet labelledBy={titleId} describedBy={descriptionId} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // Re-read the clock: the drawer may have stayed open past an offset's time.
          const offsets = offsetsToSubmit(chosen, start, Date.now());
          if (offsets.length > 0 && !busy) onSubmit(offsets);
        }}
      >
        <h2 id={titleId} className="text-lg font-bold">
          {change ? t('changeTitle') : t('title')}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
          {t(change ? 'changeDescription' : 'description', { start: formatSeoulDateTime(start, locale) })}
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
            disabled={selection.length === 0 || Boolean(cancel?.pending)}
            loading={pending}
            aria-describedby={selection.length === 0 ? hintId : undefined}
          >
            {pending ? t(change ? 'changeSubmitting' : 'submitting') : t(change ? 'changeSubmit' : 'submit')}
          </Button>
        </div>
        {cancel ? (
          <Button
            variant="ghost"
            size="lg"
            fullWidth
            className="mt-2 text-danger"
            disabled={pending}
            loading={cancel.pending}
            onClick={cancel.onCancel}
          >
            {cancel.pending ? t('cancelling') : t('cancelAlert')}
          </Button>
        ) : null}
      </form>
    </AlertSheet>
  );
}
