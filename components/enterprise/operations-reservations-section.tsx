'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { enterpriseOperationsQueries, useCreateSlots, useUpdateReservationSettings } from '@/api/enterprise-operations';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { addDays } from '@/lib/picks/calendar-month';
import { showToast } from '@/stores/toast-store';
import { SlotGeneratorForm } from './slot-generator-form';
import { SlotRow } from './slot-row';

/** Days one page of the slot table shows. */
const PAGE_DAYS = 14;

/**
 * Popspot reservations of the pop-up: the on/off switch, the slot generator, and the slots
 * per day (two weeks at a time) with the people booked, capacity to change and empty slots
 * to delete. STAFF see the table only.
 */
export function OperationsReservationsSection({ spotId, today }: { spotId: number; today: string }) {
  const t = useTranslations('enterprise.operations.reservations');
  const format = useFormatter();
  const [from, setFrom] = useState(today);
  const to = addDays(from, PAGE_DAYS - 1);
  const { data } = useQuery(enterpriseOperationsQueries.slots(spotId, { from, to }));
  const settings = useUpdateReservationSettings(spotId);
  const create = useCreateSlots(spotId);
  const [result, setResult] = useState<string | null>(null);
  if (!data) return null;
  const { spot, days } = data;
  const dayLabel = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), { month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' });

  return (
    <section
      aria-labelledby="operations-reservations-title"
      className="rounded-2xl border border-line bg-surface p-4 md:p-6"
    >
      <h2 id="operations-reservations-title" className="text-title font-bold text-ink">
        {t('title')}
      </h2>
      {spot.canManage ? (
        <Switch
          className="mt-2"
          checked={spot.isPopspotReservation}
          pending={settings.isPending}
          label={t('switch')}
          description={t('switchDescription')}
          onCheckedChange={(isPopspotReservation) =>
            settings.mutate(
              { isPopspotReservation },
              { onSuccess: () => showToast({ message: isPopspotReservation ? t('turnedOn') : t('turnedOff') }) },
            )
          }
        />
      ) : (
        <p className="mt-1 text-label text-ink-muted">{spot.isPopspotReservation ? t('isOn') : t('isOff')}</p>
      )}

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        {spot.canManage ? (
          <div className="rounded-xl border border-line p-4">
            <SlotGeneratorForm
              today={today}
              pending={create.isPending}
              onSubmit={(body) =>
                create.mutate(body, {
                  onSuccess: (made) => {
                    const words = t('generated', {
                      created: made.created,
                      existing: made.skippedExisting,
                      past: made.skippedPast,
                    });
                    setResult(words);
                    setFrom(body.from < today ? today : body.from);
                  },
                })
              }
            />
            <p role="status" className="mt-2 text-label text-ink">
              {result}
            </p>
          </div>
        ) : null}

        <div className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-body font-bold text-ink" aria-live="polite">
              {t('range', { from: dayLabel(from), to: dayLabel(to) })}
            </h3>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={from <= today}
                onClick={() => setFrom(addDays(from, -PAGE_DAYS))}
              >
                {t('previous')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setFrom(addDays(from, PAGE_DAYS))}>
                {t('next')}
              </Button>
            </div>
          </div>
          {days.length === 0 ? (
            <p className="mt-3 text-body text-ink-muted">{t('empty')}</p>
          ) : (
            days.map((day) => (
              <table key={day.date} className="mt-4 w-full text-label">
                <caption className="text-left text-body font-semibold text-ink">{dayLabel(day.date)}</caption>
                <thead>
                  <tr className="text-ink-muted">
                    <th scope="col" className="py-1 pr-3 text-left font-normal">
                      {t('columns.time')}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-left font-normal">
                      {t('columns.booked')}
                    </th>
                    {spot.canManage ? (
                      <th scope="col" className="py-1 text-left font-normal">
                        {t('columns.capacity')}
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {day.slots.map((slot) => (
                    <SlotRow
                      key={`${slot.id}-${slot.capacity}`}
                      spotId={spotId}
                      slot={slot}
                      canManage={spot.canManage}
                    />
                  ))}
                </tbody>
              </table>
            ))
          )}
        </div>
      </div>
    </section>
  );
}
