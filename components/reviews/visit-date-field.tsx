'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { useSetVisitDate } from '@/api/reviews';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatSeoulDotDate } from '@/lib/format-date';
import { showToast } from '@/stores/toast-store';
import { useErrorWords } from '@/hooks/use-error-words';

/** Today in Seoul as 'YYYY-MM-DD' (the API refuses later days). */
function seoulToday(): string {
  return formatSeoulDotDate(Date.now()).replaceAll('.', '-');
}

/**
 * The visit date of one of my reviews (spec 4: a visit date can be set). A date input and a
 * save button (a TextField); the API's refusal (a future day, a day outside the pop-up's run)
 * is its error, shown under the field and tied to it.
 */
export function VisitDateField({ reviewId, value }: { reviewId: number; value: string | null }) {
  const t = useTranslations('review.history');
  const words = useErrorWords();
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetVisitDate(reviewId);
  const submit = (visitDate: string) =>
    save.mutate(visitDate, {
      onSuccess: () => showToast({ message: t('visitDateSaved') }),
      // The API says which rule the day broke (future, before the opening, after the close).
      onError: (failure) => setError(ApiError.is(failure, 'BAD_REQUEST') ? t('visitDateInvalid') : words(failure)),
    });

  return (
    <form
      className="mt-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft && !save.isPending) {
          setError(null);
          submit(draft);
        }
      }}
    >
      <TextField
        type="date"
        label={t('visitDate')}
        value={draft}
        max={seoulToday()}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        error={error}
        errorAnnouncement="alert"
        className="max-w-xs"
        aside={
          <Button
            type="submit"
            variant="outline"
            size="sm"
            disabled={!draft || draft === (value ?? '')}
            loading={save.isPending}
          >
            {save.isPending ? t('visitDateSaving') : t('visitDateSave')}
          </Button>
        }
      />
    </form>
  );
}
