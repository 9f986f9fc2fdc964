'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { MinusIcon } from '@/components/ui/icons/minus';
import { PlusIcon } from '@/components/ui/icons/plus';
import { cx } from '@/lib/cx';

type Props = {
  value: number;
  onChange: (value: number) => void;
  max: number;
  error?: string;
};

/**
 * How many people: a number field between a minus and a plus button, each 44 px, so a
 * tablet thumb and a keyboard (arrow keys on the field) both work. The buttons stop at 1
 * and at the line's largest party.
 */
export function PartySizeField({ value, onChange, max, error }: Props) {
  const t = useTranslations('queueConsole.walkIn');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const current = Number.isFinite(value) ? value : 1;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1.5 text-label font-semibold text-ink">
        {t('partySize')}
      </label>
      <div className="flex items-center gap-2">
        <IconButton
          label={t('fewer')}
          icon={<MinusIcon />}
          tone="ghost"
          className="border border-line-strong"
          disabled={current <= 1}
          onClick={() => onChange(Math.max(1, current - 1))}
        />
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={Number.isFinite(value) ? value : ''}
          onChange={(event) => onChange(event.target.valueAsNumber)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className={cx(
            'min-h-tap w-20 rounded-control border bg-surface px-3 text-center text-title font-bold tabular-nums',
            error ? 'border-danger' : 'border-line-strong focus:border-ink',
          )}
        />
        <span aria-hidden="true" className="text-body text-ink-muted">
          {t('people')}
        </span>
        <IconButton
          label={t('more')}
          icon={<PlusIcon />}
          tone="ghost"
          className="border border-line-strong"
          disabled={current >= max}
          onClick={() => onChange(Math.min(max, current + 1))}
        />
      </div>
      <p id={hintId} className="mt-1 text-caption text-ink-muted">
        {t('partySizeHint', { max })}
      </p>
      <p id={errorId} aria-live="polite" className="text-caption font-medium text-danger">
        {error}
      </p>
    </div>
  );
}
