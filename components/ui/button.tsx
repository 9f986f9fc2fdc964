import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Busy: a spinner replaces the icon, the button ignores presses and says it is busy. */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/** The one button. `type` defaults to "button" (a form submit says so). */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  className,
  children,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      // Still focusable while loading (aria-disabled, not disabled), so focus isn't lost mid-action.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
