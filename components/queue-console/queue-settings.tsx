'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { updateConsoleQueueBodySchema, type ConsoleQueue } from '@/api/contracts/queue-console';
import { useUpdateConsoleQueue } from '@/api/queue-console';
import { QueueRulesFields } from '@/components/shared/queue-rules-fields';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { showToast } from '@/stores/toast-store';

// The API's bounds for the two numbers (1-20 people, 1-60 minutes), required here.
const rulesFormSchema = z.object({
  maxPartySize: updateConsoleQueueBodySchema.shape.maxPartySize.unwrap(),
  noShowGraceMinutes: updateConsoleQueueBodySchema.shape.noShowGraceMinutes.unwrap(),
});
type RulesForm = z.infer<typeof rulesFormSchema>;

/**
 * The store's rules: remote joining (a switch that takes effect at once; off, only the door
 * QR and walk-ins add teams), the largest party and the no-show grace period (saved
 * together). When another device changes them, the fields follow unless being edited.
 */
export function QueueSettings({ queue }: { queue: ConsoleQueue }) {
  const t = useTranslations('queueConsole.settings');
  const update = useUpdateConsoleQueue(queue.id);
  const saved = { maxPartySize: queue.maxPartySize, noShowGraceMinutes: queue.noShowGraceMinutes };
  const { register, handleSubmit, reset, formState } = useForm<RulesForm>({
    resolver: zodResolver(rulesFormSchema),
    defaultValues: saved,
  });
  const { isDirty } = formState;
  useEffect(() => {
    if (!isDirty) reset({ maxPartySize: queue.maxPartySize, noShowGraceMinutes: queue.noShowGraceMinutes });
  }, [isDirty, queue.maxPartySize, queue.noShowGraceMinutes, reset]);

  const submit = handleSubmit((rules) =>
    update.mutate(rules, {
      onSuccess: (line) => {
        reset({ maxPartySize: line.maxPartySize, noShowGraceMinutes: line.noShowGraceMinutes });
        showToast({ message: t('saved') });
      },
    }),
  );
  const remotePending = update.isPending && update.variables?.remoteJoinEnabled !== undefined;

  return (
    <section aria-labelledby="console-settings-title">
      <h2 id="console-settings-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      {queue.joinOpensAt && queue.joinClosesAt ? (
        <p className="text-label text-ink-muted tabular-nums">
          {t('joinHours', { opens: queue.joinOpensAt, closes: queue.joinClosesAt })}
        </p>
      ) : null}
      <Switch
        className="mt-2"
        checked={queue.remoteJoinEnabled}
        pending={remotePending}
        label={t('remoteJoin')}
        description={t('remoteJoinDescription')}
        onCheckedChange={(remoteJoinEnabled) =>
          update.mutate({ remoteJoinEnabled }, { onSuccess: () => showToast({ message: t('saved') }) })
        }
      />
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3">
        <QueueRulesFields
          maxPartySize={register('maxPartySize', { valueAsNumber: true })}
          noShowGraceMinutes={register('noShowGraceMinutes', { valueAsNumber: true })}
          errors={formState.errors}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={!isDirty}
          loading={update.isPending && update.variables?.maxPartySize !== undefined}
        >
          {t('save')}
        </Button>
      </form>
    </section>
  );
}
