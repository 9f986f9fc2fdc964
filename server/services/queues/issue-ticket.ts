import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { queueTicketSources, QueueTicketStatus } from '@/api/contracts/queue-ticket-status';
import type { Executor } from '../../db/client';
import { spotQueues } from '../../db/schema';
import { QUEUE_EVENTS_CHANNEL } from '../../realtime/queue-event-bus';

/** The line as it is when its next number is taken, for the caller's rules. */
export type IssuingLine = {
  number: number;
  status: (typeof spotQueues.$inferSelect)['status'];
  remoteJoinEnabled: boolean;
  maxPartySize: number;
  opensAt: string | null;
  closesAt: string | null;
};

/**
 * The one place a ticket number is taken (remote join, the door QR, a walk-in, the test
 * sign-in), in the caller's transaction, in two statements:
 *
 * 1. the line's counter goes up by one, which locks the line's row until commit: concurrent
 *    issues queue there and each gets the next number, gap-free, because any refusal after
 *    it rolls the number back with the transaction;
 * 2. the ticket, its JOIN (or WALK_IN) event and the event's NOTIFY in one statement
 *    (PostgreSQL holds the notification until commit and drops it on rollback).
 *
 * `admit` applies the caller's rules to the locked line (throw to refuse). One active ticket
 * per person and line is the database's partial unique index: a second one inserts nothing
 * and answers QUEUE_ALREADY_JOINED. A hot pop-up's opening is a thousand of these at once,
 * so every round trip saved here is saved a thousand times (issue 30).
 */
export async function issueTicket(
  tx: Executor,
  input: {
    queueId: number;
    userId: number | null;
    partySize: number;
    source: (typeof queueTicketSources)[number];
    walkInNote?: string | null;
    /** Who did it (the visitor, or the staff member adding a walk-in). */
    actorUserId: number | null;
    /** A ticket made already entered (the test sign-in's visit history). */
    status?: Extract<QueueTicketStatus, 'REGISTERED' | 'ENTERED'>;
    admit: (line: IssuingLine) => void;
    now?: Date;
  },
): Promise<{ ticketId: number; ticketNumber: number; eventId: number }> {
  const [line] = await tx
    .update(spotQueues)
    .set({ teamCounter: sql`${spotQueues.teamCounter} + 1` })
    .where(eq(spotQueues.id, input.queueId))
    .returning({
      number: spotQueues.teamCounter,
      status: spotQueues.status,
      remoteJoinEnabled: spotQueues.remoteJoinEnabled,
      maxPartySize: spotQueues.maxPartySize,
      opensAt: spotQueues.joinOpensAt,
      closesAt: spotQueues.joinClosesAt,
    });
  if (!line) throw apiError('NOT_FOUND');
  input.admit(line);
  const now = input.now ?? new Date();
  const entered = input.status === 'ENTERED';
  const action = input.source === 'WALK_IN' ? 'WALK_IN' : 'JOIN';
  const detail =
    input.source === 'WALK_IN'
      ? { ticketNumber: line.number, partySize: input.partySize }
      : { ticketNumber: line.number, partySize: input.partySize, source: input.source };
  const { rows } = await tx.execute<{ ticket_id: number; event_id: number }>(sql`
    WITH ticket AS (
      INSERT INTO queue_tickets (queue_id, user_id, ticket_number, party_size, source, walk_in_note, status, called_at, entered_at)
      VALUES (${input.queueId}, ${input.userId}, ${line.number}, ${input.partySize}, ${input.source},
        ${input.walkInNote ?? null}, ${entered ? 'ENTERED' : 'REGISTERED'},
        ${entered ? now.toISOString() : null}::timestamptz, ${entered ? now.toISOString() : null}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING id
    ), event AS (
      INSERT INTO queue_events (queue_id, ticket_id, actor_user_id, action, detail)
      SELECT ${input.queueId}::int, ticket.id, ${input.actorUserId}::int, ${action}::queue_event_action,
        ${JSON.stringify(detail)}::jsonb
      FROM ticket
      RETURNING id, ticket_id
    )
    SELECT event.ticket_id, event.id AS event_id,
      pg_notify(${QUEUE_EVENTS_CHANNEL}, json_build_object('queueId', ${input.queueId}::int, 'eventId', event.id)::text)
    FROM event`);
  const [row] = rows;
  if (!row) throw apiError('QUEUE_ALREADY_JOINED');
  return { ticketId: Number(row.ticket_id), ticketNumber: line.number, eventId: Number(row.event_id) };
}
