import { useTranslations } from 'next-intl';
import type { ConsoleQueueTicket } from '@/api/contracts/queue-console';

/**
 * Who a ticket is for, as staff call them: the nickname (or the walk-in note), the party
 * size and how the team joined (remotely, with the door QR, or added at the door).
 */
export function TicketName({ ticket }: { ticket: ConsoleQueueTicket }) {
  const t = useTranslations('queueConsole.tickets');
  return (
    <p className="min-w-0 text-body break-words">
      <span className="font-semibold">{ticket.name ?? t('noName')}</span>
      <span className="text-ink-muted tabular-nums">
        {' · '}
        {t('partySize', { count: ticket.partySize })}
        {' · '}
        {t(`source.${ticket.source}`)}
      </span>
    </p>
  );
}
