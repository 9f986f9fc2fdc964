'use client';

import { useTranslations } from 'next-intl';
import type { ConsoleQueueTicket } from '@/api/contracts/queue-console';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormatSeoulTime } from '@/hooks/use-format-seoul-time';
import { TicketName } from './ticket-name';

/**
 * The last finished tickets, newest first: entered, left by the visitor, cancelled by the
 * store (with the reason given) or a no-show, each with when it ended.
 */
export function RecentTickets({ tickets }: { tickets: ConsoleQueueTicket[] }) {
  const t = useTranslations('queueConsole');
  const time = useFormatSeoulTime();
  return (
    <section aria-labelledby="console-recent-title">
      <h2 id="console-recent-title" className="text-lg font-bold">
        {t('recent.title')}
      </h2>
      {tickets.length === 0 ? (
        <EmptyState size="compact" title={t('recent.empty')} />
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-card border border-line">
          {tickets.map((ticket) => {
            const endedAt = ticket.enteredAt ?? ticket.canceledAt;
            return (
              <li key={ticket.id} className="flex flex-col gap-0.5 px-3 py-2">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="font-bold tabular-nums">{t('tickets.number', { number: ticket.ticketNumber })}</span>
                  <TicketName ticket={ticket} />
                  <span className="ms-auto text-label font-semibold">{t(`tickets.status.${ticket.status}`)}</span>
                </div>
                <p className="text-caption text-ink-muted tabular-nums">
                  {endedAt ? time(endedAt) : null}
                  {ticket.cancelReason ? ` · ${t('recent.reason', { reason: ticket.cancelReason })}` : null}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
