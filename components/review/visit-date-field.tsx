'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { useSetVisitDate } from '@/api/reviews';
import { formatSeoulDotDate } from '@/lib/format-date';
import { showToast } from '@/stores/toast-store';
import { useErrorWords } from '@/hooks/use-error-words';

/** Today in Seoul as 'YYYY-MM-DD' (the API refuses later days). */
function seoulToday(): string {
  return formatSeoulDotDate(Date.now()).replaceAll('.', '-');
}

/**
 * The visit date of one of my reviews (spec 4: a visit date can be set). A date input and a
 * save button; the API's refusal (a future day, a day outside the pop-up's run) is shown
 * under the field and tied to it.
 */
export function VisitDateField({ reviewId, value }: { reviewId: number; value: string | null }) {
  const t = useTranslations('review.history');
  const words = useErrorWords();
  const id = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetVisitDate(reviewId);
  const submit = (visitDate: string) =>
    save.mutate(visitDate, {
      onSuccess: () => showToast({ message: t('visitDateSaved') }),
      onError: (failure) => {
        if (ApiError.is(failure) && failure.status === 401) return;
        // The API says which rule the day broke (future, before the opening, after the close).
        setError(ApiError.is(failure, 'BAD_REQUEST') ? t('visitDateInvalid') : words(failure));
      },
    });

  return (
    <form
      className="mt-1 flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft && !save.isPending) {
          setError(null);
          submit(draft);
        }
      }}
    >
      <label htmlFor={id} className="text-ink-muted">
        {t('visitDate')}
      </label>
      <input
        id={id}
        type="date"
        value={draft}
        max={seoulToday()}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`h-9 rounded-lg border px-2 ${error ? 'border-red-600' : 'border-line'}`}
      />
      <button
        type="submit"
        disabled={!draft || draft === (value ?? '') || save.isPending}
        className="h-9 rounded-lg border border-line px-3 text-xs font-semibold disabled:text-ink-muted"
      >
        {save.isPending ? t('visitDateSaving') : t('visitDateSave')}
      </button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
