import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ConsoleQueue, WalkInBody } from '@/api/contracts/queue-console';
import { getDb } from '../../db/client';
import { queueTickets, spotQueues } from '../../db/schema';
import { recordQueueEvent } from '../queues/record-queue-event';
import { readConsoleQueue } from './console-queue-parts';
import { operableLine } from './queue-staff-access';

/**
 * POST /v1/console/queues/{id}/walk-ins: staff add a team standing at the door without the
 * app. It takes the next number like any join (the counter's row lock keeps numbers
 * gap-free), whatever the remote-joining switch says, but not on a closed line, and within
 * the line's largest party.
 */
export async function addWalkIn(input: { userId: number; queueId: number; body: WalkInBody }): Promise<ConsoleQueue> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await operableLine(tx, { userId: input.userId, queueId: input.queueId, lock: true });
    const [line] = await tx
      .update(spotQueues)
      .set({ teamCounter: sql`${spotQueues.teamCounter} + 1` })
      .where(eq(spotQueues.id, input.queueId))
      .returning({ number: spotQueues.teamCounter, status: spotQueues.status, maxPartySize: spotQueues.maxPartySize });
    if (line.status === 'CLOSED') throw apiError('QUEUE_NOT_TAKING');
    if (input.body.partySize > line.maxPartySize) {
      throw apiError('QUEUE_PARTY_TOO_LARGE', { 'json.partySize': [`at most ${line.maxPartySize}`] });
    }
    const [ticket] = await tx
      .insert(queueTickets)
      .values({
        queueId: input.queueId,
        userId: null,
        source: 'WALK_IN',
        walkInNote: input.body.note ?? null,
        ticketNumber: line.number,
        partySize: input.body.partySize,
      })
      .returning({ id: queueTickets.id });
    await recordQueueEvent(tx, {
      queueId: input.queueId,
      ticketId: ticket.id,
      actorUserId: input.userId,
      action: 'WALK_IN',
      detail: { ticketNumber: line.number, partySize: input.body.partySize },
    });
  });
  return readConsoleQueue(db, input.queueId);
}
