'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReservationSlot, ReservationSlots } from '@/api/contracts/reservations';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { formatter } from '@/lib/format-date';
import { useNow } from '@/hooks/use-now';

type Day = ReservationSlots['days'][number];

/** "11. 14. (금)", "Fri, Nov 14": a visit day, short, in the reader's language. */
function dayLabel(date: string, locale: string): string {
  return formatter(locale, { month: 'short', day: 'numeric', weekday: 'short' }).format(
    new Date(`${date}T12:00:00+09:00`),
  );
}

/** Why a slot cannot be booked, in words (never colour alone). */
function unavailableReason(slot: ReservationSlot, now: number | null): 'slotPast' | 'slotFull' | 'slotClosed' {
  if (now !== null && Date.parse(slot.startsAt) <= now) return 'slotPast';
  if (slot.remaining === 0) return 'slotFull';
  return 'slotClosed';
}

/**
 * The day, then its time slots: native radios in two fieldsets, so the keyboard (arrows) and
 * screen readers work as they do everywhere. A day without a bookable slot says "fully booked";
 * a slot says how many places are left, or why it cannot be chosen, and is disabled.
 */
export function DayTimePicker({
  days,
  day,
  onDay,
  slotId,
  onSlot,
  error,
}: {
  days: Day[];
  day: string | null;
  onDay: (day: string) => void;
  slotId: number | undefined;
  onSlot: (slot: ReservationSlot) => void;
  error?: string;
}) {
  const t = useTranslations('reservation.form');
  const locale = useLocale();
  const now = useNow();
  const slots = days.find((d) => d.date === day)?.slots ?? [];
  return (
    <>
      {/* min-w-0: a fieldset is as wide as its content by default, and the day row scrolls; the
          row is relative so the chips' visually hidden radios are placed (and clipped) inside it. */}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-label font-semibold">{t('dayLegend')}</legend>
        {days.length === 0 ? (
          <p className="text-label text-ink-muted">{t('noSlots')}</p>
        ) : (
          <div className="relative -mx-gutter flex gap-2 overflow-x-auto px-gutter pb-1">
            {days.map((d) => {
              const open = d.slots.some((slot) => slot.bookable);
              return (
                <ChoiceChip
                  key={d.date}
                  type="radio"
                  name="day"
                  checked={d.date === day}
                  onChange={() => onDay(d.date)}
                >
                  {dayLabel(d.date, locale)}
                  {open ? null : (
                    <>
                      {' '}
                      <span className="text-caption text-ink-muted">· {t('dayFull')}</span>
                    </>
                  )}
                </ChoiceChip>
              );
            })}
          </div>
        )}
      </fieldset>
      <fieldset className="min-w-0" aria-describedby={error ? 'booking-slot-error' : undefined}>
        <legend className="mb-2 text-label font-semibold">{t('timeLegend')}</legend>
        {day === null ? (
          <p className="text-label text-ink-muted">{t('chooseDayFirst')}</p>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            {slots.map((slot) => (
              <ChoiceChip
                key={slot.id}
                type="radio"
                name="slotId"
                value={slot.id}
                checked={slot.id === slotId}
                disabled={!slot.bookable}
                onChange={() => onSlot(slot)}
                className="justify-center"
              >
                <span className="font-semibold tabular-nums">{slot.startTime}</span>{' '}
                <span className="text-caption">
                  · {slot.bookable ? t('slotLeft', { count: slot.remaining }) : t(unavailableReason(slot, now))}
                </span>
              </ChoiceChip>
            ))}
          </div>
        )}
        {error ? (
          <p id="booking-slot-error" role="alert" className="mt-1 text-caption font-medium text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
