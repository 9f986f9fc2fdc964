import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { QueueTicket, QueueTicketSummary } from '@/api/contracts/queues';
import { activeTicketStatuses } from '@/api/contracts/queue-ticket-status';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { queueTickets } from '../../db/schema';
import { selectTickets } from './queue-ticket-parts';

/** Called first (the earliest call is the most urgent), then the fewest teams ahead. */
function urgency(a: QueueTicket, b: QueueTicket): number {
  if (a.status !== b.status) return a.status === 'CALLED' ? -1 : 1;
  if (a.status === 'CALLED') return (a.calledAt ?? '').localeCompare(b.calledAt ?? '');
  return a.teamsAhead - b.teamsAhead || a.createdAt.localeCompare(b.createdAt);
}

/**
 * GET /v1/users/spot-queues/summary: the lines I am in now and the ticket that needs me
 * soonest. A person holds few active tickets (one per line), so they are all read.
 */
export async function getMyQueueSummary(input: { userId: number; lang?: Locale }): Promise<QueueTicketSummary> {
  const db = await getDb();
  const active = await selectTickets(
    db,
    and(eq(queueTickets.userId, input.userId), inArray(queueTickets.status, [...activeTicketStatuses])),
    input.lang ?? 'ko',
  );
  return { activeCount: active.length, nearest: active.toSorted(urgency)[0] ?? null };
}
