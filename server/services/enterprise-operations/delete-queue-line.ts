import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { activeTicketStatuses } from '@/api/contracts/queue-ticket-status';
import { invalidatePages, pageTags } from '../../cache/page-cache';
import { getDb } from '../../db/client';
import { queueTickets, spotQueues } from '../../db/schema';
import { recordCompanyAudit } from '../enterprise/record-company-audit';
import { requireRowSpotRole } from './operations-parts';

/**
 * DELETE /v1/enterprise/queues/{queueId}: only a line nobody holds a place in (no waiting or
 * called team: 409 QUEUE_HAS_ACTIVE_TICKETS, close it in the console and finish them first).
 * Its finished tickets and event log go with it; the company's audit log keeps the deletion.
 * The line's row lock is taken first, so a join racing the deletion either lands before it
 * (and blocks it) or finds the line gone.
 */
export async function deleteQueueLine(input: { userId: number; queueId: number }): Promise<void> {
  const db = await getDb();
  const spotId = await db.transaction(async (tx) => {
    const { companyId, spotId } = await requireRowSpotRole(tx, {
      userId: input.userId,
      table: 'spot_queues',
      rowId: input.queueId,
      minRole: 'MANAGER',
    });
    const [line] = await tx
      .select({ title: spotQueues.title })
      .from(spotQueues)
      .where(eq(spotQueues.id, input.queueId))
      .for('update');
    if (!line) throw apiError('NOT_FOUND');
    const [active] = await tx
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(queueTickets)
      .where(and(eq(queueTickets.queueId, input.queueId), inArray(queueTickets.status, [...activeTicketStatuses])));
    if (active.n > 0) throw apiError('QUEUE_HAS_ACTIVE_TICKETS');
    await tx.delete(spotQueues).where(eq(spotQueues.id, input.queueId));
    await recordCompanyAudit(tx, {
      companyId,
      actorUserId: input.userId,
      action: 'QUEUE_DELETED',
      targetType: 'QUEUE',
      targetId: input.queueId,
      detail: { spotId, title: line.title },
    });
    return spotId;
  });
  await invalidatePages([pageTags.spot(spotId)]);
}
