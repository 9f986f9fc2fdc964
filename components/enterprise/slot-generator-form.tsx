'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { createSlotsBodySchema, type CreateSlotsBody } from '@/api/contracts/enterprise-operations';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/** Monday first, as a Korean week is read. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
/** A Sunday (2026-11-01 is one): the day n of the week is this plus n days. */
const SUNDAY = Date.UTC(2026, 10, 1);

/** "10:00, 11:30 14:00" -> ['10:00', '11:30', '14:00'] ('9:00' becomes '09:00'). */
export function parseTimes(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((time) => (/^\d:\d\d$/.test(time) ? `0${time}` : time));
}

/**
 * The slot generator: a date range, the weekdays, the start times and the places in each.
 * Checked with the contract's own schema before it is sent; the answer says how many were
 * made and how many were skipped (already there, or already started).
 */
export function SlotGeneratorForm({
  today,
  pending,
  onSubmit,
}: {
  today: string;
  pending: boolean;
  onSubmit: (body: CreateSlotsBody) => void;
}) {
  const t = useTranslations('enterprise.operations.generator');
  const format = useFormatter();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [weekdays, setWeekdays] = useState<number[]>(WEEK);
  const [times, setTimes] = useState('11:00, 13:00, 15:00, 17:00');
  const [capacity, setCapacity] = useState('10');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSlotsBodySchema.safeParse({
      from,
      to,
      weekdays,
      times: parseTimes(times),
      capacity: Number(capacity),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        found[key] ??= t(`errors.${key === 'from' || key === 'to' ? 'dates' : key}` as 'errors.dates');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="slot-generator-title">
      <h3 id="slot-generator-title" className="text-body font-bold text-ink">
        {t('title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField type="date" label={t('from')} value={from} min={today} onChange={(e) => setFrom(e.target.value)} />
        <TextField
          type="date"
          label={t('to')}
          value={to}
          min={from}
          onChange={(e) => setTo(e.target.value)}
          error={errors.from ?? errors.to}
        />
      </div>
      <fieldset>
        <legend className="text-label font-semibold text-ink">{t('weekdays')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-3">
          {WEEK.map((day) => (
            <label key={day} className="flex min-h-tap items-center gap-1.5 text-body">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={weekdays.includes(day)}
                onChange={(e) =>
                  setWeekdays((days) => (e.target.checked ? [...days, day] : days.filter((d) => d !== day)))
                }
              />
              {format.dateTime(new Date(SUNDAY + day * 86_400_000), { weekday: 'short', timeZone: 'UTC' })}
            </label>
          ))}
        </div>
        {errors.weekdays ? (
          <p role="alert" className="text-caption text-danger">
            {errors.weekdays}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('times')}
        hint={t('timesHint')}
        value={times}
        onChange={(e) => setTimes(e.target.value)}
        error={errors.times}
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        label={t('capacity')}
        hint={t('capacityHint')}
        value={capacity}
        onChange={(e) => setCapacity(e.target.value)}
        error={errors.capacity}
      />
      <Button type="submit" loading={pending} className="self-start">
        {t('submit')}
      </Button>
    </form>
  );
}
