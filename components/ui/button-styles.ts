import { cx } from '@/lib/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full text-center font-semibold transition-colors select-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong active:bg-brand-strong',
  secondary: 'bg-ink text-surface hover:bg-ink/85',
  outline: 'border border-line-strong bg-surface text-ink hover:bg-canvas',
  ghost: 'text-ink hover:bg-canvas',
  danger: 'bg-danger text-white hover:bg-danger/90',
};

// Every size keeps a 44 px tap target (WCAG 2.5.5); 'sm' only looks smaller.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-tap px-3 text-label',
  md: 'min-h-tap px-4 text-body',
  lg: 'min-h-12 px-5 text-body',
};

/**
 * The classes of a Button, for links that look like one (`<Link className={buttonClassName()}>`):
 * one look for every action in the product.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string } = {}): string {
  return cx(base, variants[variant], sizes[size], fullWidth && 'w-full', className);
}
