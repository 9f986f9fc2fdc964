'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { consoleTicketActionBodySchema, type ConsoleQueueTicket } from '@/api/contracts/queue-console';
import { useActOnTicket } from '@/api/queue-console';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-field';
import { useErrorWords } from '@/hooks/use-error-words';
import { showToast } from '@/stores/toast-store';
import { useFieldErrorWords } from './form-errors';

const REASON_MAX = 200;
// The API's own rule for a reason (trimmed, 1-200 characters, no control characters).
const cancelFormSchema = z.object({ reason: consoleTicketActionBodySchema.shape.reason.unwrap() });
type CancelForm = z.infer<typeof cancelFormSchema>;

/**
 * Cancelling a team by the store: the reason is required (the visitor reads it on their
 * ticket). A refusal (someone acted on the ticket first) is said in the dialog, in the
 * reader's language, while the line reloads behind it.
 */
export function CancelTicketDialog({
  queueId,
  ticket,
  onClose,
}: {
  queueId: number;
  ticket: ConsoleQueueTicket;
  onClose: () => void;
}) {
  const t = useTranslations('queueConsole.cancelDialog');
  const tickets = useTranslations('queueConsole.tickets');
  const words = useErrorWords();
  const fieldWords = useFieldErrorWords();
  // It explains every failure in place: it sits above the page, and so above the toasts.
  const act = useActOnTicket(queueId, true);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CancelForm>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(({ reason }) => {
    setFailure(null);
    act.mutate(
      { ticketId: ticket.id, action: 'CANCEL', reason },
      {
        onSuccess: () => {
          showToast({ message: tickets('done.CANCEL', { number: ticket.ticketNumber }) });
          onClose();
        },
        onError: (error) => setFailure(words(error)),
      },
    );
  });

  return (
    <Dialog
      role="alertdialog"
      title={t('title', { number: ticket.ticketNumber })}
      description={t('description')}
      onClose={() => {
        if (!act.isPending) onClose();
      }}
      className="text-start"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-3">
        <TextArea
          label={t('reason')}
          placeholder={t('reasonPlaceholder')}
          maxLength={REASON_MAX}
          showCount
          error={fieldWords(formState.errors.reason, { max: REASON_MAX, text: true })}
          {...register('reason')}
        />
        {failure ? (
          <p role="alert" className="text-label font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <div className="mt-2 flex gap-2">
          <Button variant="outline" size="lg" className="flex-1" onClick={onClose} disabled={act.isPending}>
            {t('keep')}
          </Button>
          <Button type="submit" variant="danger" size="lg" className="flex-1" loading={act.isPending}>
            {t('confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
