import 'server-only';
import { apiError } from '@/api/api-error';
import type { QueueTicket } from '@/api/contracts/queues';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { mine, selectTickets } from './queue-ticket-parts';

/** GET /v1/users/spot-queues/{id}: one of my tickets with my place in line. */
export async function getMyQueueTicket(input: {
  userId: number;
  ticketId: number;
  lang?: Locale;
}): Promise<QueueTicket> {
  const db = await getDb();
  const [ticket] = await selectTickets(db, mine(input.userId, input.ticketId), input.lang ?? 'ko');
  if (!ticket) throw apiError('NOT_FOUND');
  return ticket;
}
