'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { ConsoleQueue, ConsoleQueueTicket, ConsoleTicketAction } from '@/api/contracts/queue-console';
import { useActOnTicket } from '@/api/queue-console';
import { EmptyState } from '@/components/ui/empty-state';
import { showToast } from '@/stores/toast-store';
import { TicketRow } from './ticket-row';
import { useNow } from '@/hooks/use-now';

// Its form validation (zod, react-hook-form) is fetched when a cancel is first asked for.
const CancelTicketDialog = lazy(() =>
  import('./cancel-ticket-dialog').then((m) => ({ default: m.CancelTicketDialog })),
);

/** The actions taken with one press (a cancel asks for a reason first). */
type QuickAction = Exclude<ConsoleTicketAction, 'CANCEL'>;

/**
 * The live line: called and waiting teams in number order, each with the actions that fit
 * its state (ticket-row.tsx). A polite summary announces how the line changed, so a screen
 * reader hears new teams and calls without the whole list being read again. Cancelling asks
 * for a reason first (cancel-ticket-dialog.tsx).
 */
export function ActiveTickets({ queue }: { queue: ConsoleQueue }) {
  const t = useTranslations('queueConsole.tickets');
  const now = useNow();
  const act = useActOnTicket(queue.id);
  const [cancelling, setCancelling] = useState<ConsoleQueueTicket | null>(null);
  const called = queue.active.filter((ticket) => ticket.status === 'CALLED').length;

  const run = (ticket: ConsoleQueueTicket, action: QuickAction) =>
    act.mutate(
      { ticketId: ticket.id, action },
      { onSuccess: () => showToast({ message: t(`done.${action}`, { number: ticket.ticketNumber }) }) },
    );

  return (
    <section aria-labelledby="console-active-title">
      <h2 id="console-active-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p role="status" aria-live="polite" className="text-label text-ink-muted tabular-nums">
        {t('summary', { called, waiting: queue.waitingTeams })}
      </p>
      {queue.active.length === 0 ? (
        <EmptyState size="compact" title={t('empty')} />
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {queue.active.map((ticket) => (
            <li key={ticket.id}>
              <TicketRow
                ticket={ticket}
                now={now}
                pending={act.isPending && act.variables?.ticketId === ticket.id ? act.variables.action : null}
                busy={act.isPending}
                onAction={(action) => run(ticket, action)}
                onCancel={() => setCancelling(ticket)}
              />
            </li>
          ))}
        </ol>
      )}
      {cancelling ? (
        <Suspense fallback={null}>
          <CancelTicketDialog queueId={queue.id} ticket={cancelling} onClose={() => setCancelling(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
