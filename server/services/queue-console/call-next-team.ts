import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ConsoleQueue } from '@/api/contracts/queue-console';
import { getDb } from '../../db/client';
import { queueTickets } from '../../db/schema';
import { recordQueueEvent } from '../queues/record-queue-event';
import { readConsoleQueue } from './console-queue-parts';
import { noteForTicketHolder, pushToTicketHolder } from './notify-ticket-holder';
import { operableLine } from './queue-staff-access';

/**
 * POST /v1/console/queues/{id}/call-next: calls the waiting team with the lowest number
 * (first in, first out). The line's row lock is held from choosing the team to commit, so
 * two devices pressing at once call two different teams, in order: never one team twice,
 * never one skipped. The team hears of it in the app and by Web Push at once: come to the
 * door within the line's arrival window (decision 059).
 */
export async function callNextTeam(input: { userId: number; queueId: number; now?: Date }): Promise<ConsoleQueue> {
  const db = await getDb();
  const now = input.now ?? new Date();
  const pending = await db.transaction(async (tx) => {
    await operableLine(tx, { userId: input.userId, queueId: input.queueId, lock: true });
    const [next] = await tx
      .select({ id: queueTickets.id, number: queueTickets.ticketNumber })
      .from(queueTickets)
      .where(and(eq(queueTickets.queueId, input.queueId), eq(queueTickets.status, 'REGISTERED')))
      .orderBy(asc(queueTickets.ticketNumber))
      .limit(1);
    if (!next) throw apiError('QUEUE_NOBODY_WAITING');
    await tx.update(queueTickets).set({ status: 'CALLED', calledAt: now }).where(eq(queueTickets.id, next.id));
    await recordQueueEvent(tx, {
      queueId: input.queueId,
      ticketId: next.id,
      actorUserId: input.userId,
      action: 'CALL',
      detail: { ticketNumber: next.number },
      at: now,
    });
    return noteForTicketHolder(tx, next.id, 'queueTurn');
  });
  await pushToTicketHolder(pending);
  return readConsoleQueue(db, input.queueId);
}
