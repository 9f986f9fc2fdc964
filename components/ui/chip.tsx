import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '@/lib/cx';
import { CheckIcon } from './icons/check';
import { CHIP_BASE as base, CHIP_OFF as off, CHIP_ON as on } from './chip-styles';

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
