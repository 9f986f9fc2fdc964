'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { walkInBodySchema, type ConsoleQueue, type WalkInBody } from '@/api/contracts/queue-console';
import { useAddWalkIn } from '@/api/queue-console';
import { Button } from '@/components/ui/button';
import { PartySizeInput } from '@/components/shared/party-size-input';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/stores/toast-store';
import { useFieldErrorWords } from './form-errors';

const NOTE_MAX = 40;

/**
 * The API's walk-in body, with this line's largest party; an empty note is no note (the API
 * refuses an empty string).
 */
function walkInFormSchema(maxPartySize: number) {
  return walkInBodySchema.extend({
    partySize: walkInBodySchema.shape.partySize.max(maxPartySize),
    note: z
      .string()
      .transform((note) => note.trim() || undefined)
      .pipe(walkInBodySchema.shape.note),
  });
}
type WalkInFormInput = { partySize: number; note: string };

/** The newest walk-in of the line: the number just given. */
const newestNumber = (queue: ConsoleQueue) => Math.max(...queue.active.map((ticket) => ticket.ticketNumber));

/**
 * A team at the door without the app: party size (a stepper up to the line's largest party)
 * and an optional note staff will recognise them by ("blue cap"). The team gets the line's
 * next number, said in a toast; refusals (a closed line, too many people) are the API's words.
 */
export function WalkInForm({ queue }: { queue: ConsoleQueue }) {
  const t = useTranslations('queueConsole.walkIn');
  const fieldWords = useFieldErrorWords();
  const addWalkIn = useAddWalkIn(queue.id);
  const schema = useMemo(() => walkInFormSchema(queue.maxPartySize), [queue.maxPartySize]);
  const { control, register, handleSubmit, reset, formState } = useForm<WalkInFormInput, unknown, WalkInBody>({
    resolver: zodResolver(schema),
    defaultValues: { partySize: Math.min(2, queue.maxPartySize), note: '' },
  });

  const submit = handleSubmit((body) =>
    addWalkIn.mutate(body, {
      onSuccess: (line) => {
        showToast({ message: t('added', { number: newestNumber(line) }) });
        reset();
      },
    }),
  );

  return (
    <section aria-labelledby="console-walk-in-title" className="rounded-card border border-line p-4">
      <h2 id="console-walk-in-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="text-label text-ink-muted">{t('description')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3">
        <Controller
          control={control}
          name="partySize"
          render={({ field, fieldState }) => (
            <PartySizeInput
              value={field.value}
              onChange={field.onChange}
              max={queue.maxPartySize}
              hint={t('partySizeHint', { max: queue.maxPartySize })}
              error={fieldWords(fieldState.error, { min: 1, max: queue.maxPartySize })}
            />
          )}
        />
        <TextField
          label={t('note')}
          hint={t('noteHint')}
          placeholder={t('notePlaceholder')}
          maxLength={NOTE_MAX}
          showCount
          error={fieldWords(formState.errors.note, { max: NOTE_MAX, text: true })}
          {...register('note')}
        />
        <Button type="submit" size="lg" fullWidth loading={addWalkIn.isPending}>
          {t('submit')}
        </Button>
      </form>
    </section>
  );
}
