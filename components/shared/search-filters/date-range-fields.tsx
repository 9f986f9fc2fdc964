'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { DAY, daysBetween, MAX_RANGE_DAYS, type SearchFilters } from '@/lib/search/search-params';
import { TextField } from '@/components/ui/text-field';

/** The range the reader is typing, applied to the search only once it is valid. */
type RangeDraft = { start: string; end: string };

/** What is wrong with a drafted range: the end before the start, or longer than the API allows. */
function rangeProblem(start: string, end: string): 'order' | 'length' | null {
  if (!DAY.test(start) || !DAY.test(end)) return null;
  if (end < start) return 'order';
  return daysBetween(start, end) > MAX_RANGE_DAYS ? 'length' : null;
}

type Props = {
  draft: RangeDraft;
  onDraft: (draft: RangeDraft) => void;
  onChange: (next: Pick<SearchFilters, 'dateFilter' | 'startDate' | 'endDate'>) => void;
};

/**
 * DateFilter's range: two native date inputs in TextFields (the platform's own picker,
 * keyboard and screen-reader support). A range is applied only when both days are there, the
 * end is not before the start and the range is at most a year (the API's limit); otherwise
 * the inputs keep the reader's draft and say what is wrong. Its own chunk, loaded when the
 * reader picks 'range' (or the URL has one): most searches never use it.
 */
export function DateRangeFields({ draft, onDraft, onChange }: Props) {
  const t = useTranslations('search.filters.date');
  const errorId = `${useId()}-error`;
  const problem = rangeProblem(draft.start, draft.end);
  const invalid = problem !== null;

  const edit = (field: 'start' | 'end', day: string) => {
    const next = { ...draft, [field]: day };
    onDraft(next);
    if (DAY.test(next.start) && DAY.test(next.end) && rangeProblem(next.start, next.end) === null) {
      onChange({ dateFilter: 'range', startDate: next.start, endDate: next.end });
    }
  };

  return (
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
  );
}
