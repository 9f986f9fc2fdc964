import { useCallback, useId, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import type { FieldShellProps } from './field-shell';

export type FieldProps = {
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
export function splitFieldProps<P extends FieldProps>(props: P) {
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
export function useFieldWiring<E extends Control>(field: FieldProps, props: ControlAttributes<E>) {
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
    } satisfies Omit<FieldShellProps, 'children'>,
  };
}

/** The caller's ref (object or callback, react-hook-form's included), plus a look at the element. */
function assignRef<E>(ref: Ref<E> | undefined, element: E | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

export function useControlRef<E extends Control>(ref: Ref<E> | undefined, measure: (element: E) => void) {
  return useCallback(
    (element: E | null) => {
      assignRef(ref, element);
      if (element) measure(element);
    },
    [ref, measure],
  );
}
