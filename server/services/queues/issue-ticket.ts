import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { ApiError, apiError } from '@/api/api-error';
import type { queueTicketSources, QueueTicketStatus } from '@/api/contracts/queue-ticket-status';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { spotQueues } from '../../db/schema';
import { QUEUE_EVENTS_CHANNEL } from '../../realtime/queue-event-bus';
import { lineRefusal, type TicketRules } from './line-join-rules';

/**
 * The one place a ticket number is taken (remote join, the door QR, a walk-in, the test
 * sign-in), in ONE statement: the line's counter goes up only where the rules hold, and the
 * ticket, its JOIN (or WALK_IN) event and the event's NOTIFY are written with it.
 *
 * Why one statement: the counter's row lock serialises every issue on a line (numbers stay
 * distinct and gap-free). Held across round trips of a transaction, it kept every other join
 * of a hot pop-up waiting while this one's process was busy elsewhere, and on PostgreSQL those
 * waiting joins held the pool's connections (issue 30). Inside one statement it is held only
 * while PostgreSQL itself works. The statement is atomic: a second active ticket for the same
 * person (the database's partial unique index) fails it whole, counter included, and answers
 * QUEUE_ALREADY_JOINED. Where no line row matched, the line is read again to say which rule
 * refused, in the order a person would want to hear it.
 *
 * The line's rules are lineRefusal's (line-join-rules.ts), the expression the lines' status
 * read shows as `joinable`: what the page offers and what this takes cannot disagree.
 *
 * Callers inside a transaction (a walk-in under the staff check's lock, the test sign-in with
 * its account) pass it; the statement is the same.
 */
export async function issueTicket(
  db: Executor,
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
    rules: TicketRules;
    now?: Date;
  },
): Promise<{ ticketId: number; ticketNumber: number; eventId: number }> {
  const now = input.now ?? new Date();
  const { rules } = input;
  const entered = input.status === 'ENTERED';
  const at = entered ? now.toISOString() : null;
  const action = input.source === 'WALK_IN' ? 'WALK_IN' : 'JOIN';
  let rows: { ticket_id: number; ticket_number: number; event_id: number }[];
  try {
    ({ rows } = await db.execute<{ ticket_id: number; ticket_number: number; event_id: number }>(sql`
      WITH line AS (
        UPDATE spot_queues SET team_counter = team_counter + 1
        WHERE id = ${input.queueId}
          AND max_party_size >= ${input.partySize}
          AND ${lineRefusal(rules)} IS NULL
        RETURNING team_counter AS number
      ), ticket AS (
        INSERT INTO queue_tickets (queue_id, user_id, ticket_number, party_size, source, walk_in_note, status, called_at, entered_at)
        SELECT ${input.queueId}::int, ${input.userId}::int, line.number, ${input.partySize}::smallint,
          ${input.source}::queue_ticket_source, ${input.walkInNote ?? null}::text,
          ${entered ? 'ENTERED' : 'REGISTERED'}::queue_ticket_status, ${at}::timestamptz, ${at}::timestamptz
        FROM line
        RETURNING id, ticket_number, party_size
      ), event AS (
        INSERT INTO queue_events (queue_id, ticket_id, actor_user_id, action, detail)
        SELECT ${input.queueId}::int, ticket.id, ${input.actorUserId}::int, ${action}::queue_event_action,
          jsonb_strip_nulls(jsonb_build_object('ticketNumber', ticket.ticket_number, 'partySize', ticket.party_size,
            'source', ${input.source === 'WALK_IN' ? null : input.source}::text))
        FROM ticket
        RETURNING id, ticket_id
      )
      SELECT event.ticket_id, ticket.ticket_number, event.id AS event_id,
        pg_notify(${QUEUE_EVENTS_CHANNEL}, json_build_object('queueId', ${input.queueId}::int, 'eventId', event.id)::text)
      FROM event JOIN ticket ON ticket.id = event.ticket_id`));
  } catch (error) {
    if (isUniqueViolation(error, 'queue_tickets_queue_user_active_uq')) throw apiError('QUEUE_ALREADY_JOINED');
    throw error;
  }
  const [row] = rows;
  if (!row) throw await refusal(db, input.queueId, input.partySize, rules);
  return { ticketId: Number(row.ticket_id), ticketNumber: Number(row.ticket_number), eventId: Number(row.event_id) };
}

/** Which rule refused: the line read again (nothing was written), with the same rules. */
async function refusal(db: Executor, queueId: number, partySize: number, rules: TicketRules): Promise<ApiError> {
  const [line] = await db
    .select({ refusal: lineRefusal(rules), maxPartySize: spotQueues.maxPartySize })
    .from(spotQueues)
    .where(eq(spotQueues.id, queueId));
  if (!line) return apiError('NOT_FOUND');
  switch (line.refusal) {
    case 'NOT_TAKING':
      return rules.refuseStatus?.() ?? apiError('QUEUE_NOT_TAKING');
    case 'OUTSIDE_HOURS':
      return apiError('QUEUE_NOT_TAKING');
    case 'ON_SITE_ONLY':
      return apiError('QUEUE_ON_SITE_ONLY');
  }
  if (partySize > line.maxPartySize) {
    return apiError('QUEUE_PARTY_TOO_LARGE', { 'json.partySize': [`at most ${line.maxPartySize}`] });
  }
  // The line changed between the two reads (a race with staff): ask again.
  return apiError('QUEUE_NOT_TAKING');
}
