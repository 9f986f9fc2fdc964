import 'server-only';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ConsoleQueue, ConsoleTicketActionBody } from '@/api/contracts/queue-console';
import type { QueueTicketStatus } from '@/api/contracts/queue-ticket-status';
import { getDb } from '../../db/client';
import { queueTickets } from '../../db/schema';
import { recordQueueEvent } from '../queues/record-queue-event';
import { noShowFrom, readConsoleQueue } from './console-queue-parts';
import { noteForTicketHolder, pushToTicketHolder, type TicketNotice } from './notify-ticket-holder';
import { operableLine } from './queue-staff-access';

type Transition = {
  /** The statuses the ticket must be in (checked in the UPDATE itself). */
  from: QueueTicketStatus[];
  extra?: SQL;
  set: (now: Date, reason?: string) => Partial<typeof queueTickets.$inferInsert>;
  notice?: TicketNotice;
};

const TRANSITIONS: Record<ConsoleTicketActionBody['action'], Transition> = {
  // "Can enter": a called team may come in now; once.
  ADMIT: {
    from: ['CALLED'],
    extra: isNull(queueTickets.admittedAt),
    set: (now) => ({ admittedAt: now }),
    notice: 'queueAdmitted',
  },
  ENTER: { from: ['CALLED'], set: (now) => ({ status: 'ENTERED', enteredAt: now }) },
  NO_SHOW: { from: ['CALLED'], set: (now) => ({ status: 'NO_SHOW', canceledAt: now }) },
  CANCEL: {
    from: ['REGISTERED', 'CALLED'],
    set: (now, reason) => ({ status: 'CANCELED_BY_MANAGER', canceledAt: now, cancelReason: reason }),
    notice: 'queueCanceledByManager',
  },
};

/**
 * PATCH /v1/console/queues/{id}/tickets/{ticketId}: let a called team in (ADMIT), mark it
 * entered (ENTER) or a no-show (NO_SHOW, only after the line's grace period), or cancel a
 * ticket with a reason (CANCEL). The expected status is part of the UPDATE, so when two
 * devices act on one ticket, or the visitor leaves at that moment, one wins and the other
 * answers 409 QUEUE_TICKET_STATE.
 */
export async function actOnTicket(
  input: {
    userId: number;
    queueId: number;
    ticketId: number;
    now?: Date;
  } & ConsoleTicketActionBody,
): Promise<ConsoleQueue> {
  const { userId, queueId, ticketId, now = new Date(), ...act } = input;
  const db = await getDb();
  const transition = TRANSITIONS[act.action];
  const pending = await db.transaction(async (tx) => {
    const line = await operableLine(tx, { userId, queueId });
    const [ticket] = await tx
      .select({
        status: queueTickets.status,
        number: queueTickets.ticketNumber,
        calledAt: queueTickets.calledAt,
        admittedAt: queueTickets.admittedAt,
      })
      .from(queueTickets)
      .where(and(eq(queueTickets.id, ticketId), eq(queueTickets.queueId, queueId)));
    if (!ticket) throw apiError('NOT_FOUND');
    if (act.action === 'NO_SHOW' && ticket.status === 'CALLED') {
      const from = noShowFrom(ticket, line.noShowGraceMinutes);
      if (from && now < from) throw apiError('QUEUE_GRACE_NOT_OVER');
    }
    // The grace period again in the UPDATE: an ADMIT landing in between restarts it.
    const graceOver =
      act.action === 'NO_SHOW'
        ? sql`coalesce(${queueTickets.admittedAt}, ${queueTickets.calledAt}) <= ${new Date(now.getTime() - line.noShowGraceMinutes * 60_000)}`
        : undefined;
    const updated = await tx
      .update(queueTickets)
      .set(transition.set(now, act.reason))
      .where(
        and(eq(queueTickets.id, ticketId), inArray(queueTickets.status, transition.from), transition.extra, graceOver),
      )
      .returning({ id: queueTickets.id });
    if (updated.length === 0) throw apiError('QUEUE_TICKET_STATE');
    await recordQueueEvent(tx, {
      queueId,
      ticketId,
      actorUserId: userId,
      action: act.action,
      detail: { ticketNumber: ticket.number, ...(act.reason ? { reason: act.reason } : {}) },
      at: now,
    });
    return transition.notice ? noteForTicketHolder(tx, ticketId, transition.notice) : null;
  });
  await pushToTicketHolder(pending);
  return readConsoleQueue(db, queueId);
}
