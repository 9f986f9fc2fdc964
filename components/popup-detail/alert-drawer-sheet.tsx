'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { ALERT_OFFSETS_MINUTES, type AlertOffsetMinutes } from '@/lib/constants';
import { formatSeoulDateTime } from '@/lib/format-date';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

const SHEET = 'overflow-y-auto px-5 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))]';
const MINUTE_MS = 60 * 1000;

/** When the reminder for `offset` goes out, in the reader's language (Seoul time). */
export function useAlertTime(start: string) {
  const locale = useLocale();
  return (offset: number) => formatSeoulDateTime(new Date(start).getTime() - offset * MINUTE_MS, locale);
}

export function isKnownOffset(offset: number): offset is AlertOffsetMinutes {
  return (ALERT_OFFSETS_MINUTES as readonly number[]).includes(offset);
}

/**
 * The alert drawer's bottom sheet. The grab handle says "sheet"; it is decoration: Escape,
 * Back and the buttons close it.
 */
export function AlertSheet(props: {
  labelledBy: string;
  describedBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      variant="sheet"
      labelledBy={props.labelledBy}
      describedBy={props.describedBy}
      onClose={props.onClose}
      className={SHEET}
    >
      <div aria-hidden="true" className="mx-auto mb-4 h-1 w-10 shrink-0 rounded-full bg-line" />
      {props.children}
    </Dialog>
  );
}

/** On the web, a first registration ends here: 'alert applied' with the times it will come. */
export function AlertDoneSheet({ start, offsets, onClose }: { start: string; offsets: number[]; onClose: () => void }) {
  const t = useTranslations('popup.alert');
  const titleId = useId();
  const descriptionId = useId();
  const alertTime = useAlertTime(start);
  return (
    <AlertSheet labelledBy={titleId} describedBy={descriptionId} onClose={onClose}>
      <h2 id={titleId} className="text-lg font-bold">
        {t('doneTitle')}
      </h2>
      <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
        {t('doneDescription')}
      </p>
      <h3 className="mt-4 text-sm font-semibold">{t('doneTimes')}</h3>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm">
        {offsets.map((offset) => (
          <li key={offset} className="flex justify-between rounded-lg bg-canvas px-3 py-2">
            <span>{isKnownOffset(offset) ? t(`offset.${offset}`) : null}</span>
            <span className="tabular-nums text-ink-muted">{alertTime(offset)}</span>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="lg" fullWidth autoFocus className="mt-6" onClick={onClose}>
        {t('doneConfirm')}
      </Button>
    </AlertSheet>
  );
}
