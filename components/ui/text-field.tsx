'use client';

import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import { controlClassName, FieldShell, stateClassName } from './field-shell';
import { splitFieldProps, useControlRef, useFieldWiring, type FieldProps } from './field-wiring';

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
        className={cx(controlClassName, 'min-h-tap', stateClassName(wiring.invalid), field.controlClassName)}
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
          controlClassName,
          'min-h-tap resize-none py-2.5 leading-6',
          stateClassName(wiring.invalid),
          field.controlClassName,
        )}
      />
    </FieldShell>
  );
}
