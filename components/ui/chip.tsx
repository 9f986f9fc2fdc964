import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '@/lib/cx';
import { CheckIcon } from './icons/check';

// A 44 px tall pill (the tap target), with a border that passes 3:1 on white.
const base =
  'inline-flex min-h-tap shrink-0 cursor-pointer items-center gap-1 rounded-full border px-3.5 text-label whitespace-nowrap transition-colors select-none';
const off = 'border-line-strong bg-surface text-ink hover:bg-canvas';
const on = 'border-brand bg-brand-soft font-semibold text-brand-strong';

type ChipProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed' | 'children'> & {
  /** On or off: said as 'pressed' and shown with a tick as well as the colour. */
  pressed: boolean;
  children: ReactNode;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A toggle chip (a filter that is on or off): a button with a fixed name and aria-pressed,
 * the WAI-ARIA toggle button. A group of them sits in a fieldset or role=group with a name.
 */
export function Chip({ pressed, children, icon, className, type = 'button', ...rest }: ChipProps) {
  return (
    <button
      type={type}
      aria-pressed={pressed}
      className={cx(
        base,
        pressed ? on : off,
        'disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress',
        className,
      )}
      {...rest}
    >
      {pressed ? <CheckIcon width={14} height={14} strokeWidth={3} /> : icon}
      {children}
    </button>
  );
}

type ChoiceChipProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'className'> & {
  /** 'radio': one of a group (arrow keys move); 'checkbox': any number. */
  type: 'radio' | 'checkbox';
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A chip that is a native radio or checkbox (one of a set of days, any of a review's
 * items): the input is visually hidden inside the label, so the platform keeps its keyboard
 * and screen-reader behaviour, and the label looks like a chip.
 */
export function ChoiceChip({ type, children, className, ref, ...input }: ChoiceChipProps) {
  return (
    <label
      className={cx(
        base,
        off,
        'has-checked:border-brand has-checked:bg-brand-soft has-checked:font-semibold has-checked:text-brand-strong',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-strong',
        'has-disabled:cursor-not-allowed has-disabled:opacity-50',
        className,
      )}
    >
      <input ref={ref} type={type} className="peer sr-only" {...input} />
      <CheckIcon width={14} height={14} strokeWidth={3} className="hidden peer-checked:block" />
      {children}
    </label>
  );
}
