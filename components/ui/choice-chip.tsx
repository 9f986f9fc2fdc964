import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '@/lib/cx';
import { CHIP_BASE, CHIP_OFF } from './chip-styles';
import { CheckIcon } from './icons/check';

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
        CHIP_BASE,
        CHIP_OFF,
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
