import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Button } from './button';
import { AlertCircleIcon } from './icons/alert-circle';

export type EmptyStateProps = {
  /** A decorative icon above the title (errors get a warning sign by default). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A way on: reset the filters, try again, go somewhere else. */
  action?: ReactNode;
  /** 'error': a load failure, announced at once (role=alert). */
  tone?: 'neutral' | 'error';
  /** 'compact' inside a section (a home row); 'page' fills a list's place. */
  size?: 'page' | 'compact';
  className?: string;
};

/**
 * What a list or page shows when it has nothing to show: no results, nothing yet, or it
 * failed to load. One look everywhere: an icon, what happened, what to do, and a button.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  tone = 'neutral',
  size = 'page',
  className,
}: EmptyStateProps) {
  const shownIcon = icon ?? (tone === 'error' ? <AlertCircleIcon /> : null);
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cx(
        'flex flex-col items-center text-center',
        size === 'page' ? 'gap-2 px-gutter py-10' : 'gap-1.5 px-gutter py-5',
        className,
      )}
    >
      {shownIcon ? (
        <span
          aria-hidden="true"
          className={cx(
            'mb-1 inline-flex items-center justify-center rounded-full',
            size === 'page' ? 'size-12' : 'size-10',
            tone === 'error' ? 'bg-brand-soft text-brand-strong' : 'bg-canvas text-ink-muted',
          )}
        >
          {shownIcon}
        </span>
      ) : null}
      <p className="text-body font-semibold text-ink">{title}</p>
      {description ? <p className="text-label text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}

/**
 * A load that failed: what failed and 'try again' (busy while the retry runs). The one
 * error state of every list and section.
 */
export function LoadError({
  message,
  onRetry,
  retrying = false,
  size,
  className,
}: {
  message: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  size?: 'page' | 'compact';
  className?: string;
}) {
  const common = useTranslations('common');
  return (
    <EmptyState
      tone="error"
      size={size}
      className={className}
      title={message}
      action={
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          {common('retry')}
        </Button>
      }
    />
  );
}
