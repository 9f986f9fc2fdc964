import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type FieldShellProps = {
  id: string;
  hintId: string;
  errorId: string;
  counterId: string;
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  hideHint?: boolean;
  error?: ReactNode;
  errorAnnouncement: 'polite' | 'alert';
  count: number | null;
  max?: number;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label, control (with what sits beside it), then hint, error and counter under it. */
export function FieldShell(props: FieldShellProps) {
  const common = useTranslations('common');
  const { count, max } = props;
  const atLimit = count !== null && max !== undefined && count >= max;
  return (
    <div className={cx('flex min-w-0 flex-col', props.className)}>
      <label htmlFor={props.id} className={props.hideLabel ? 'sr-only' : 'mb-1.5 text-label font-semibold text-ink'}>
        {props.label}
      </label>
      {props.aside ? (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">{props.children}</div>
          {props.aside}
        </div>
      ) : (
        props.children
      )}
      <div className="mt-1 flex justify-between gap-3 px-0.5 text-caption">
        <div className="flex min-w-0 flex-col">
          {props.hint ? (
            <p id={props.hintId} className={props.hideHint ? 'sr-only' : 'text-ink-muted'}>
              {props.hint}
            </p>
          ) : null}
          {props.errorAnnouncement === 'alert' ? (
            // An alert is announced as it appears.
            props.error ? (
              <p id={props.errorId} role="alert" className="font-medium text-danger">
                {props.error}
              </p>
            ) : null
          ) : (
            // A polite live region must be in the page before its message, or nothing is said.
            <p id={props.errorId} aria-live="polite" className="font-medium text-danger">
              {props.error}
            </p>
          )}
          {count !== null ? (
            <p role="status" className="text-ink-muted">
              {atLimit ? common('characterLimit', { max: max! }) : ''}
            </p>
          ) : null}
        </div>
        {count !== null && max !== undefined ? (
          <p
            id={props.counterId}
            className={cx('shrink-0 tabular-nums', atLimit ? 'font-semibold text-brand-strong' : 'text-ink-muted')}
          >
            <span aria-hidden="true">
              {count}/{max}
            </span>
            <span className="sr-only">{common('characterCount', { count, max })}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The control's own look: TextField's input and TextArea's textarea. */
export const controlClassName =
  'block w-full rounded-control border bg-surface px-3 text-body text-ink transition-colors outline-none placeholder:text-ink-muted disabled:bg-canvas disabled:text-ink-muted';
export const stateClassName = (invalid: boolean) =>
  invalid ? 'border-danger focus:border-danger' : 'border-line-strong focus:border-ink';
