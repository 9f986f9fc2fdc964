import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

type LabelChipTone = 'neutral' | 'brand' | 'inverse' | 'outline';

const labelTones: Record<LabelChipTone, string> = {
  neutral: 'bg-canvas text-ink-muted',
  brand: 'bg-brand-soft text-brand-strong',
  inverse: 'bg-ink text-surface',
  outline: 'border border-line-strong text-ink',
};

/** A static label in a pill (a category, 'pinned', 'today'): not interactive, no tap size. */
export function LabelChip({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: LabelChipTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-caption font-semibold',
        labelTones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
