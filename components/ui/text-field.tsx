'use client';

import { useTranslations } from 'next-intl';
import {
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '@/lib/cx';

type FieldProps = {
  /** The visible label (always there for screen readers; `hideLabel` keeps it off screen). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help under the field, part of its description. */
  hint?: ReactNode;
  hideHint?: boolean;
  /** What is wrong: the field turns invalid and says this, tied to it. */
  error?: ReactNode;
  /**
   * How a new error is announced: 'polite' for checks while typing (the default), 'alert' for
   * a refusal after the reader submitted (the server said no).
   */
  errorAnnouncement?: 'polite' | 'alert';
  /** With maxLength: '12/150' under the field, said as words, and a note at the limit. */
  showCount?: boolean;
  /** Beside the control, at its bottom edge (a send or save button). */
  aside?: ReactNode;
  /**
   * Classes of the wrapper; the control's own go in controlClassName. Additions only: cx joins,
   * it doesn't resolve two utilities for the same property.
   */
  className?: string;
  controlClassName?: string;
};

type Control = HTMLInputElement | HTMLTextAreaElement;

/** The control's own attributes that the wiring reads. */
type ControlAttributes<E extends Control> = {
  id?: string;
  value?: unknown;
  defaultValue?: unknown;
  maxLength?: number;
  onChange?: (event: ChangeEvent<E>) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
};

/** Field props apart from the control's: TextField's and TextArea's split. */
function splitFieldProps<P extends FieldProps>(props: P) {
  const {
    label,
    hideLabel,
    hint,
    hideHint,
    error,
    errorAnnouncement,
    showCount,
    aside,
    className,
    controlClassName,
    ...rest
  } = props;
  return {
    field: {
      label,
      hideLabel,
      hint,
      hideHint,
      error,
      errorAnnouncement,
      showCount,
      aside,
      className,
      controlClassName,
    },
    rest,
  };
}

/**
 * Ids, description, count and ref shared by TextField and TextArea. The count follows
 * `value` when the field is controlled (a react-hook-form Controller), or the element
 * otherwise (`register`): what it holds when it mounts (react-hook-form writes the default
 * in through the ref), then the typing.
 */
function useFieldWiring<E extends Control>(field: FieldProps, props: ControlAttributes<E>) {
  const generated = useId();
  const id = props.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const [typed, setTyped] = useState(() => String(props.defaultValue ?? '').length);
  const controlled = typeof props.value === 'string';
  const count = controlled ? String(props.value).length : typed;
  const measure = useCallback(
    (element: E) => {
      if (!controlled) setTyped(element.value.length);
    },
    [controlled],
  );
  const invalid = Boolean(field.error) || props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const counted = Boolean(field.showCount && props.maxLength);
  const describedBy =
    [
      field.hint ? hintId : null,
      field.error ? errorId : null,
      counted ? counterId : null,
      props['aria-describedby'] ?? null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    id,
    measure,
    describedBy,
    invalid,
    count,
    onChange: (event: ChangeEvent<E>) => {
      setTyped(event.target.value.length);
      props.onChange?.(event);
    },
    shell: {
      id,
      hintId,
      errorId,
      counterId,
      label: field.label,
      hideLabel: field.hideLabel,
      hint: field.hint,
      hideHint: field.hideHint,
      error: field.error,
      errorAnnouncement: field.errorAnnouncement ?? 'polite',
      count: counted ? count : null,
      max: props.maxLength,
      aside: field.aside,
      className: field.className,
    } satisfies Omit<ShellProps, 'children'>,
  };
}

/** The caller's ref (object or callback, react-hook-form's included), plus a look at the element. */
function assignRef<E>(ref: Ref<E> | undefined, element: E | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

function useControlRef<E extends Control>(ref: Ref<E> | undefined, measure: (element: E) => void) {
  return useCallback(
    (element: E | null) => {
      assignRef(ref, element);
      if (element) measure(element);
    },
    [ref, measure],
  );
}

type ShellProps = {
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
function FieldShell(props: ShellProps) {
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

const control =
  'block w-full rounded-control border bg-surface px-3 text-body text-ink transition-colors outline-none placeholder:text-ink-muted disabled:bg-canvas disabled:text-ink-muted';
const stateClass = (invalid: boolean) =>
  invalid ? 'border-danger focus:border-danger' : 'border-line-strong focus:border-ink';

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children'> & { ref?: Ref<HTMLInputElement> };

/**
 * A one-line field with its label, hint, error and counter wired to it (aria-describedby,
 * aria-invalid). Takes every input attribute, so `{...register('name')}` and a Controller's
 * field both work.
 */
export function TextField(props: TextFieldProps) {
  const { field, rest } = splitFieldProps(props);
  const { ref, ...input } = rest;
  const wiring = useFieldWiring(field, input);
  const attach = useControlRef(ref, wiring.measure);
  return (
    <FieldShell {...wiring.shell}>
      <input
        ref={attach}
        {...input}
        id={wiring.id}
        onChange={wiring.onChange}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        className={cx(control, 'min-h-tap', stateClass(wiring.invalid), field.controlClassName)}
      />
    </FieldShell>
  );
}

type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'children'> & { ref?: Ref<HTMLTextAreaElement> };

/** TextField's many-line twin: same label, hint, error and counter wiring. */
export function TextArea(props: TextAreaProps) {
  const { field, rest } = splitFieldProps(props);
  const { ref, ...textarea } = rest;
  const wiring = useFieldWiring(field, textarea);
  const attach = useControlRef(ref, wiring.measure);
  return (
    <FieldShell {...wiring.shell}>
      <textarea
        ref={attach}
        rows={3}
        {...textarea}
        id={wiring.id}
        onChange={wiring.onChange}
        aria-invalid={wiring.invalid}
        aria-describedby={wiring.describedBy}
        className={cx(
          control,
          'min-h-tap resize-none py-2.5 leading-6',
          stateClass(wiring.invalid),
          field.controlClassName,
        )}
      />
    </FieldShell>
  );
}
