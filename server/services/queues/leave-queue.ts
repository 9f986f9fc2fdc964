import 'server-only';
import { and, inArray } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { activeTicketStatuses } from '@/api/contracts/queue-ticket-status';
import type { QueueTicket } from '@/api/contracts/queues';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { queueTickets } from '../../db/schema';
import { getMyQueueTicket } from './get-my-queue-ticket';
import { mine } from './queue-ticket-parts';
import { recordQueueEvent } from './record-queue-event';

/**
 * PATCH /v1/users/spot-queues/{id}: leave the line. Only a waiting or called ticket can be
 * left; the status check is part of the update, so two concurrent leaves (or a leave racing
 * staff calling the entry) change the row once. Anything else, including a ticket already
 * left, answers 400 QUEUE_TICKET_NOT_ACTIVE; not mine or unknown answers 404.
 */
export async function leaveQueue(input: { userId: number; ticketId: number; lang?: Locale }): Promise<QueueTicket> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(queueTickets)
      .set({ status: 'CANCELED', canceledAt: new Date() })
      .where(and(mine(input.userId, input.ticketId), inArray(queueTickets.status, [...activeTicketStatuses])))
      .returning({ id: queueTickets.id, queueId: queueTickets.queueId });
    // Everyone behind moves up: the line's live pages hear of it.
    for (const row of rows) {
      await recordQueueEvent(tx, {
        queueId: row.queueId,
        ticketId: row.id,
        actorUserId: input.userId,
        action: 'LEAVE',
      });
    }
    return rows;
  });
  if (updated.length === 0) {
    const [exists] = await db
      .select({ id: queueTickets.id })
      .from(queueTickets)
      .where(mine(input.userId, input.ticketId));
    throw apiError(exists ? 'QUEUE_TICKET_NOT_ACTIVE' : 'NOT_FOUND');
  }
  return getMyQueueTicket(input);
}
