import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '@/lib/cx';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  /**
   * 'ghost' on surfaces, 'filled' floats over images, 'inverse' on dark screens (the gallery),
   * 'primary' the one main action of a row (send).
   */
  tone?: 'ghost' | 'filled' | 'inverse' | 'primary';
  ref?: Ref<HTMLButtonElement>;
};

const tones = {
  ghost: 'text-ink hover:bg-canvas',
  filled: 'bg-surface/90 text-ink shadow-sm hover:bg-surface',
  inverse: 'text-white hover:bg-white/15',
  primary: 'bg-brand text-white hover:bg-brand-strong',
};

/** A 44x44 px icon-only button with its name; aria-disabled keeps it focusable. */
export function IconButton({ label, icon, tone = 'ghost', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx(
        'inline-flex size-tap shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-40 aria-disabled:cursor-default aria-disabled:opacity-35',
        tones[tone],
        className,
      )}
      {...rest}
    >
      {icon}
    </button>
  );
}
