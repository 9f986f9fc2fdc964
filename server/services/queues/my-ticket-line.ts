import 'server-only';
import { apiError } from '@/api/api-error';
import { getDb } from '../../db/client';
import { queueTickets } from '../../db/schema';
import { mine } from './queue-ticket-parts';

/** The line of one of my tickets (the live stream of GET /v1/users/spot-queues/{id}/live); else 404. */
export async function myTicketLine(input: { userId: number; ticketId: number }): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ queueId: queueTickets.queueId })
    .from(queueTickets)
    .where(mine(input.userId, input.ticketId));
  if (!row) throw apiError('NOT_FOUND');
  return row.queueId;
}
