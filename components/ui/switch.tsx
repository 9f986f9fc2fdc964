'use client';

import { useId, type ReactNode, type Ref } from 'react';
import { cx } from '@/lib/cx';

type Props = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The setting's name, shown beside the switch. */
  label: ReactNode;
  /** A line under the label, announced as the switch's description. */
  description?: ReactNode;
  disabled?: boolean;
  /** The change is being saved: the switch says it is busy and ignores presses. */
  pending?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * An on/off setting that takes effect at once (notifications, a preference): the WAI-ARIA
 * switch, a button with role=switch and aria-checked. The label's row is the control, at
 * least 44 px tall; Space and Enter toggle it, as any button. The description sits under it.
 */
export function Switch({ checked, onCheckedChange, label, description, disabled, pending, className, ref }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div className={className}>
      <button
        ref={ref}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={pending || undefined}
        aria-disabled={pending || undefined}
        disabled={disabled}
        onClick={() => {
          if (!pending) onCheckedChange(!checked);
        }}
        className="flex min-h-tap w-full items-center justify-between gap-3 py-1 text-left disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress"
      >
        <span id={labelId} className="min-w-0 text-body text-ink">
          {label}
        </span>
        {/* The track: its colour and the thumb's side both show the state. */}
        <span
          aria-hidden="true"
          className={cx(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors',
            checked ? 'border-brand bg-brand' : 'border-line-strong bg-line-strong',
          )}
        >
          <span
            className={cx(
              'size-5 rounded-full bg-surface shadow-sm transition-transform',
              checked ? 'translate-x-5.5' : 'translate-x-0.5',
            )}
          />
        </span>
      </button>
      {/* Under the button, not in it: what the button shows is exactly its name (WCAG 2.5.3). */}
      {description ? (
        <p id={descriptionId} className="-mt-1 pe-15 pb-1 text-label text-ink-muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}
