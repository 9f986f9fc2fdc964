'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { updateConsoleQueueBodySchema } from '@/api/contracts/queue-console';
import { TextField } from '@/components/ui/text-field';

const rules = updateConsoleQueueBodySchema.shape;
const bounds = (schema: { minValue: number | null; maxValue: number | null }) => ({
  min: schema.minValue!,
  max: schema.maxValue!,
});

/** The bounds the API keeps (1-20 people, 1-60 minutes), read from the contract both forms send. */
const BOUNDS = {
  maxPartySize: bounds(rules.maxPartySize.unwrap()),
  noShowGraceMinutes: bounds(rules.noShowGraceMinutes.unwrap()),
};

type RuleField = keyof typeof BOUNDS;

/** What the form wires to the input: `register(...)`'s result, or `value` and `onChange`. */
type InputProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'error' | 'type' | 'min' | 'max'>;

/**
 * A waiting line's two numbers: the largest party and the no-show grace period, with their
 * words, bounds and refusal. The company console (creating or editing a line) and the
 * operator console (its rules box) both set them. `errors`: a field the form's check refused,
 * by name (react-hook-form's `formState.errors` fits as it is).
 */
export function QueueRulesFields({
  maxPartySize,
  noShowGraceMinutes,
  errors,
}: Record<RuleField, InputProps> & { errors: Partial<Record<RuleField, unknown>> }) {
  const t = useTranslations('queueRulesFields');
  const field = (name: RuleField, label: string, hint: string, input: InputProps) => (
    <TextField
      type="number"
      inputMode="numeric"
      {...BOUNDS[name]}
      label={label}
      hint={hint}
      error={errors[name] ? t('range', BOUNDS[name]) : undefined}
      {...input}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field('maxPartySize', t('maxPartySize'), t('maxPartySizeHint', BOUNDS.maxPartySize), maxPartySize)}
      {field('noShowGraceMinutes', t('grace'), t('graceHint', BOUNDS.noShowGraceMinutes), noShowGraceMinutes)}
    </div>
  );
}
