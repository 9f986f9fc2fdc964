'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DATE_FILTERS, SERVICE_TIME_ZONE, type DateFilter as DateFilterValue } from '@/lib/constants';
import { daysBetween, MAX_RANGE_DAYS, type SearchFilters } from '@/lib/search/search-params';
import { ChoiceChip } from '@/components/ui/chip';
import { TextField } from '@/components/ui/text-field';

type DateFields = Pick<SearchFilters, 'dateFilter' | 'startDate' | 'endDate'>;

/** Today as a Korean day (YYYY-MM-DD): the product's days are Seoul's, whatever the device says. */
function seoulToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SERVICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a drafted range: the end before the start, or longer than the API allows. */
function rangeProblem(start: string, end: string): 'order' | 'length' | null {
  if (!DAY.test(start) || !DAY.test(end)) return null;
  if (end < start) return 'order';
  return daysBetween(start, end) > MAX_RANGE_DAYS ? 'length' : null;
}

/**
 * All / today / a range of days. The choice is a native radio group (ChoiceChips); the range
 * uses two native date inputs in TextFields (the platform's own picker, keyboard and
 * screen-reader support). A range is applied only when both days are there, the end is not
 * before the start and the range is at most a year (the API's limit); otherwise the inputs
 * keep the reader's draft and say what is wrong.
 */
export function DateFilter({ value, onChange }: { value: DateFields; onChange: (next: DateFields) => void }) {
  const t = useTranslations('search.filters.date');
  const id = useId();
  const [draft, setDraft] = useState({ start: value.startDate ?? '', end: value.endDate ?? '' });
  const [synced, setSynced] = useState(value);
  // The URL changed from outside (reset, back to a shared link): show its days.
  if (synced.startDate !== value.startDate || synced.endDate !== value.endDate) {
    setSynced(value);
    setDraft({ start: value.startDate ?? '', end: value.endDate ?? '' });
  }

  const problem = rangeProblem(draft.start, draft.end);
  const invalid = problem !== null;

  const choose = (dateFilter: DateFilterValue) => {
    if (dateFilter !== 'range') return onChange({ dateFilter, startDate: null, endDate: null });
    // A range starts as today..today, which the reader then widens.
    const start = DAY.test(draft.start) ? draft.start : seoulToday();
    const end = DAY.test(draft.end) && draft.end >= start ? draft.end : start;
    onChange({ dateFilter: 'range', startDate: start, endDate: end });
  };

  const edit = (field: 'start' | 'end', day: string) => {
    const next = { ...draft, [field]: day };
    setDraft(next);
    if (DAY.test(next.start) && DAY.test(next.end) && rangeProblem(next.start, next.end) === null) {
      onChange({ dateFilter: 'range', startDate: next.start, endDate: next.end });
    }
  };

  const errorId = `${id}-error`;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-caption font-semibold text-ink-muted">{t('legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {DATE_FILTERS.map((option) => (
          <ChoiceChip
            key={option}
            type="radio"
            name={`${id}-date`}
            value={option}
            checked={value.dateFilter === option}
            onChange={() => choose(option)}
          >
            {t(option)}
          </ChoiceChip>
        ))}
      </div>
      {value.dateFilter === 'range' && (
        <div className="mt-2 flex flex-wrap items-start gap-x-2">
          {/* Both days are wrong together: each says so and points at the one message. */}
          <TextField
            type="date"
            label={t('start')}
            value={draft.start}
            max={draft.end || undefined}
            onChange={(event) => edit('start', event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            className="w-40"
          />
          <span aria-hidden="true" className="pt-9 text-ink-muted">
            ~
          </span>
          <TextField
            type="date"
            label={t('end')}
            value={draft.end}
            min={draft.start || undefined}
            onChange={(event) => edit('end', event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            className="w-40"
          />
          {invalid && (
            <p id={errorId} role="alert" className="w-full text-caption font-medium text-danger">
              {t(problem === 'order' ? 'invalidRange' : 'rangeTooLong', { days: MAX_RANGE_DAYS })}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
