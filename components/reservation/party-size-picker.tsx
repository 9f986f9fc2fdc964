'use client';

import { useTranslations } from 'next-intl';
import { ChoiceChip } from '@/components/ui/choice-chip';

/**
 * How many people come: one chip per size up to the pop-up's largest party; sizes above the
 * places left in the chosen slot are disabled, and the hint says how many are left.
 */
export function PartySizePicker({
  value,
  max,
  remaining,
  onChange,
}: {
  value: number;
  max: number;
  /** Places left in the chosen slot, or null before one is chosen. */
  remaining: number | null;
  onChange: (size: number) => void;
}) {
  const t = useTranslations('reservation.form');
  const limit = remaining === null ? max : Math.min(max, remaining);
  return (
    <fieldset className="min-w-0" aria-describedby="booking-party-hint">
      <legend className="mb-2 text-label font-semibold">{t('partyLegend')}</legend>
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: max }, (_, i) => i + 1).map((size) => (
          <ChoiceChip
            key={size}
            type="radio"
            name="partySize"
            value={size}
            checked={size === value}
            disabled={size > limit}
            onChange={() => onChange(size)}
          >
            {t('people', { count: size })}
          </ChoiceChip>
        ))}
      </div>
      <p id="booking-party-hint" className="mt-1 text-caption text-ink-muted">
        {remaining !== null && remaining < max
          ? t('partyRemaining', { count: remaining })
          : t('partyHint', { count: max })}
      </p>
    </fieldset>
  );
}
