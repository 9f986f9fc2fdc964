'use client';

import { useTranslations } from 'next-intl';
import type { ConsoleQueue } from '@/api/contracts/queue-console';
import { useCallNextTeam } from '@/api/queue-console';
import { Button } from '@/components/ui/button';
import { showToast } from '@/stores/toast-store';

/** The ticket a call reached: the one called last (two devices may have called at once). */
function lastCalled(queue: ConsoleQueue) {
  return queue.active
    .filter((ticket) => ticket.status === 'CALLED' && ticket.calledAt !== null)
    .sort((a, b) => Date.parse(b.calledAt!) - Date.parse(a.calledAt!))[0];
}

/**
 * The console's main action: call the waiting team with the lowest number (the server picks
 * it, first in first out, so two devices never call one team twice). Says who is next, and
 * that nobody is waiting when the line is empty.
 */
export function CallNextButton({ queue }: { queue: ConsoleQueue }) {
  const t = useTranslations('queueConsole.callNext');
  const callNext = useCallNextTeam(queue.id);
  const next = queue.active.find((ticket) => ticket.status === 'REGISTERED');
  const hintId = `call-next-hint-${queue.id}`;
  return (
    <section aria-label={t('label')} className="flex flex-col gap-2">
      <Button
        size="lg"
        fullWidth
        className="min-h-20 rounded-card text-title"
        loading={callNext.isPending}
        disabled={!next}
        aria-describedby={hintId}
        onClick={() =>
          callNext.mutate(undefined, {
            onSuccess: (line) => {
              const called = lastCalled(line);
              if (called) showToast({ message: t('called', { number: called.ticketNumber }) });
            },
          })
        }
      >
        {t('button')}
      </Button>
      <p id={hintId} className="text-center text-label text-ink-muted tabular-nums">
        {next ? t('next', { number: next.ticketNumber, count: next.partySize }) : t('nobody')}
      </p>
    </section>
  );
}
