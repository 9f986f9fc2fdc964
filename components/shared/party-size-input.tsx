'use client';

import { useTranslations } from 'next-intl';
import { useId, type KeyboardEvent } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { MinusIcon } from '@/components/ui/icons/minus';
import { PlusIcon } from '@/components/ui/icons/plus';

/**
 * How many people come, from `min` to `max` (the line's or the pop-up's limit): − and +
 * buttons around the count, which is announced as it changes. Joining a line, a walk-in and
 * a booking all use this one, so it words itself. The buttons are aria-disabled at the
 * limits rather than disabled, so keyboard focus stays on them; with focus on either, the
 * arrow keys step and Home / End jump to the limits. A value outside the range (the limit
 * lowered meanwhile) is left for the form to refuse with `error`.
 */
export function PartySizeInput({
  value,
  onChange,
  min = 1,
  max,
  hint,
  error,
}: {
  value: number;
  onChange: (next: number) => void;
  min?: number;
  max: number;
  hint?: string;
  error?: string;
}) {
  const t = useTranslations('partySizeInput');
  const id = useId();
  const step = (next: number) => {
    const clamped = Math.min(max, Math.max(min, next));
    if (clamped !== value) onChange(clamped);
  };
  const keys: Record<string, number> = { ArrowUp: value + 1, ArrowDown: value - 1, Home: min, End: max };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.key in keys)) return;
    event.preventDefault();
    step(keys[event.key]);
  };
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={described || undefined}
      onKeyDown={onKeyDown}
      className="flex flex-col"
    >
      <div className="flex items-center justify-between gap-3 py-2">
        <span id={`${id}-label`} className="font-semibold">
          {t('label')}
        </span>
        <span className="flex items-center gap-3">
          <IconButton
            label={t('fewer', { count: value })}
            aria-disabled={value <= min || undefined}
            onClick={() => step(value - 1)}
            className="border border-line"
            icon={<MinusIcon width={18} height={18} />}
          />
          <output aria-live="polite" className="min-w-12 text-center text-lg font-bold tabular-nums">
            {t('people', { count: value })}
          </output>
          <IconButton
            label={t('more', { count: value })}
            aria-disabled={value >= max || undefined}
            onClick={() => step(value + 1)}
            className="border border-line"
            icon={<PlusIcon width={18} height={18} />}
          />
        </span>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-caption text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-caption font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
