'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { ReviewMetric } from '@/api/contracts/reviews';
import { REVIEW_LIMITS } from '@/lib/constants';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { LoadError } from '@/components/ui/empty-state';
import { StarIcon } from '@/components/ui/icons/star';
import { Skeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-field';

/**
 * 1 to 5 stars as a radio group (spec 5): real radio inputs, so Tab reaches the group and the
 * arrow keys move the choice, and each star is named '3점'. The stars up to the choice (or
 * up to the one under the pointer) are filled.
 */
export function StarRatingField({ value, onChange }: { value: number; onChange: (score: number) => void }) {
  const t = useTranslations('review.form');
  const name = useId();
  const hintId = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={value ? undefined : hintId}>
      <legend className="text-label font-semibold">{t('scoreLegend')}</legend>
      <div className="mt-2 flex gap-1" onPointerLeave={() => setHover(0)}>
        {Array.from({ length: REVIEW_LIMITS.scoreMax }, (_, i) => i + 1).map((score) => (
          <label
            key={score}
            onPointerEnter={() => setHover(score)}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-strong"
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
            />
            <span className="sr-only">{t('scoreOption', { score })}</span>
            <StarIcon
              filled={score <= shown}
              width={36}
              height={36}
              className={score <= shown ? 'text-brand' : 'text-line-strong'}
            />
          </label>
        ))}
      </div>
      {value ? null : (
        <p id={hintId} className="mt-1 text-caption text-ink-muted">
          {t('scoreHint')}
        </p>
      )}
    </fieldset>
  );
}

type ContentProps = {
  value: string;
  name: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLTextAreaElement>) => void;
  inputRef: (element: HTMLTextAreaElement | null) => void;
};

/**
 * The review text (spec 5): at most 150 characters with a counter; once the field has had
 * focus, fewer than 10 (spaces at the ends don't count, as on the server) shows 'write at
 * least 10 characters' under a red border, tied to the field with aria-invalid and
 * aria-describedby.
 */
export function ReviewContentField({ value, name, onChange, onBlur, inputRef }: ContentProps) {
  const t = useTranslations('review.form');
  const [visited, setVisited] = useState(false);
  const tooShort = visited && value.trim().length < REVIEW_LIMITS.contentMinLength;
  return (
    <TextArea
      ref={inputRef}
      label={t('contentLabel')}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={() => setVisited(true)}
      rows={5}
      maxLength={REVIEW_LIMITS.contentMaxLength}
      showCount
      placeholder={t('contentPlaceholder', { min: REVIEW_LIMITS.contentMinLength })}
      error={tooShort ? t('contentTooShort', { min: REVIEW_LIMITS.contentMinLength }) : undefined}
    />
  );
}

type MetricsProps = {
  metrics: ReviewMetric[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  failed: boolean;
  onRetry: () => void;
  retrying?: boolean;
};

/** The satisfaction items as toggle chips (checkboxes); at least one is needed (spec 5). */
export function ReviewMetricsField({ metrics, value, onChange, failed, onRetry, retrying }: MetricsProps) {
  const t = useTranslations('review.form');
  const hintId = useId();
  return (
    <fieldset aria-describedby={value.length ? undefined : hintId}>
      <legend className="text-label font-semibold">{t('metricsLegend')}</legend>
      {value.length ? null : (
        <p id={hintId} className="mt-1 text-caption text-ink-muted">
          {t('metricsHint')}
        </p>
      )}
      {metrics ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {metrics.map((metric) => (
            <ChoiceChip
              key={metric.id}
              type="checkbox"
              value={metric.id}
              checked={value.includes(metric.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, metric.id] : value.filter((metricId) => metricId !== metric.id),
                )
              }
            >
              {metric.name}
            </ChoiceChip>
          ))}
        </div>
      ) : failed ? (
        <LoadError size="compact" message={t('metricsLoadError')} onRetry={onRetry} retrying={retrying} />
      ) : (
        <div className="mt-2 flex gap-2">
          <Skeleton shape="pill" className="h-tap w-20" />
          <Skeleton shape="pill" className="h-tap w-28" />
          <Skeleton shape="pill" className="h-tap w-24" />
        </div>
      )}
    </fieldset>
  );
}
