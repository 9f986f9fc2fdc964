'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { ReviewMetric } from '@/api/contracts/reviews';
import { REVIEW_LIMITS } from '@/lib/constants';
import { StarIcon } from '@/components/ui/icons';

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
      <legend className="text-sm font-semibold">{t('scoreLegend')}</legend>
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
              className={score <= shown ? 'text-brand' : 'text-line'}
            />
          </label>
        ))}
      </div>
      {value ? null : (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
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
  const id = useId();
  const errorId = useId();
  const counterId = useId();
  const [visited, setVisited] = useState(false);
  const tooShort = visited && value.trim().length < REVIEW_LIMITS.contentMinLength;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {t('contentLabel')}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={() => setVisited(true)}
        rows={5}
        maxLength={REVIEW_LIMITS.contentMaxLength}
        placeholder={t('contentPlaceholder', { min: REVIEW_LIMITS.contentMinLength })}
        aria-invalid={tooShort}
        aria-describedby={tooShort ? `${errorId} ${counterId}` : counterId}
        className={`mt-2 block w-full resize-none rounded-xl border p-3 text-sm leading-6 outline-none ${
          tooShort ? 'border-red-600 focus:border-red-600' : 'border-line focus:border-ink'
        }`}
      />
      <div className="mt-1 flex justify-between gap-2 text-xs">
        <p id={errorId} className="text-red-600" aria-live="polite">
          {tooShort ? t('contentTooShort', { min: REVIEW_LIMITS.contentMinLength }) : null}
        </p>
        <p id={counterId} className="shrink-0 text-ink-muted tabular-nums">
          <span aria-hidden="true">
            {value.length}/{REVIEW_LIMITS.contentMaxLength}
          </span>
          <span className="sr-only">
            {t('contentCounter', { count: value.length, max: REVIEW_LIMITS.contentMaxLength })}
          </span>
        </p>
      </div>
    </div>
  );
}

type MetricsProps = {
  metrics: ReviewMetric[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  failed: boolean;
  onRetry: () => void;
};

/** The satisfaction items as toggle chips (checkboxes); at least one is needed (spec 5). */
export function ReviewMetricsField({ metrics, value, onChange, failed, onRetry }: MetricsProps) {
  const t = useTranslations('review.form');
  const hintId = useId();
  return (
    <fieldset aria-describedby={value.length ? undefined : hintId}>
      <legend className="text-sm font-semibold">{t('metricsLegend')}</legend>
      {value.length ? null : (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {t('metricsHint')}
        </p>
      )}
      {metrics ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {metrics.map((metric) => (
            <label
              key={metric.id}
              className="cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-strong has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-strong"
            >
              <input
                type="checkbox"
                value={metric.id}
                checked={value.includes(metric.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, metric.id] : value.filter((metricId) => metricId !== metric.id),
                  )
                }
                className="sr-only"
              />
              {metric.name}
            </label>
          ))}
        </div>
      ) : failed ? (
        <p className="mt-2 text-sm text-ink-muted">
          {t('metricsLoadError')}{' '}
          <button type="button" onClick={onRetry} className="font-semibold text-ink underline">
            {t('retry')}
          </button>
        </p>
      ) : (
        <div aria-hidden="true" className="mt-2 h-9 animate-pulse rounded-full bg-canvas" />
      )}
    </fieldset>
  );
}
