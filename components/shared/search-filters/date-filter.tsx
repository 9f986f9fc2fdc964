'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState } from 'react';
import { DATE_FILTERS, SERVICE_TIME_ZONE, type DateFilter as DateFilterValue } from '@/lib/constants';
import { DAY, type SearchFilters } from '@/lib/search/search-params';
import { ChoiceChip } from '@/components/ui/choice-chip';

const DateRangeFields = lazy(() => import('./date-range-fields').then((m) => ({ default: m.DateRangeFields })));

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

/**
 * All / today / a range of days. The choice is a native radio group (ChoiceChips); the range's
 * two date inputs (DateRangeFields, fetched when first shown) keep the reader's draft here, so
 * it survives switching the range off and on.
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

  const choose = (dateFilter: DateFilterValue) => {
    if (dateFilter !== 'range') return onChange({ dateFilter, startDate: null, endDate: null });
    // A range starts as today..today, which the reader then widens.
    const start = DAY.test(draft.start) ? draft.start : seoulToday();
    const end = DAY.test(draft.end) && draft.end >= start ? draft.end : start;
    onChange({ dateFilter: 'range', startDate: start, endDate: end });
  };

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
        <Suspense fallback={null}>
          <DateRangeFields draft={draft} onDraft={setDraft} onChange={onChange} />
        </Suspense>
      )}
    </fieldset>
  );
}
