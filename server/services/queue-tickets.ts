import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { activeTicketStatuses, type QueueTicket, type QueueTicketList } from '@/api/contracts/queues';
import { getDb, type Executor } from '../db/client';
import { queueTickets, spotQueues, spots } from '../db/schema';
import { heroFilesBySpot, translatedTitlesBySpot } from './spot-summaries';
import type { Locale } from '@/lib/locales';

/**
 * The caller's waiting tickets (GET /v1/users/spot-queues, GET / PATCH
 * /v1/users/spot-queues/{id}). Ownership is part of every query (`AND user_id`): someone
 * else's ticket and an unknown id both answer 404, so existence is never revealed.
 */

/**
 * Teams ahead of a waiting ticket: active tickets of the same queue with a lower number
 * (queue_tickets_queue_status_idx). Only a REGISTERED ticket waits; a called one is next.
 */
const ahead = sql`queue_tickets_ahead`;
function teamsAheadSql(): SQL<number> {
  return sql<number>`case when ${queueTickets.status} = 'REGISTERED' then (
    select count(*)::int from queue_tickets ${ahead}
    where ${ahead}.queue_id = ${queueTickets.queueId}
      and ${ahead}.status in ('REGISTERED', 'CALLED')
      and ${ahead}.ticket_number < ${queueTickets.ticketNumber}
  ) else 0 end`.mapWith(Number);
}

async function selectTickets(
  db: Executor,
  where: SQL | undefined,
  lang: Locale,
  paging?: { limit: number; offset: number },
): Promise<QueueTicket[]> {
  const query = db
    .select({
      id: queueTickets.id,
      queueId: spotQueues.id,
      queueTitle: spotQueues.title,
      queueStatus: spotQueues.status,
      spotId: spots.id,
      spotTitle: spots.title,
      ticketNumber: queueTickets.ticketNumber,
      partySize: queueTickets.partySize,
      status: queueTickets.status,
      teamsAhead: teamsAheadSql(),
      createdAt: queueTickets.createdAt,
      calledAt: queueTickets.calledAt,
      enteredAt: queueTickets.enteredAt,
      canceledAt: queueTickets.canceledAt,
    })
    .from(queueTickets)
    .innerJoin(spotQueues, eq(spotQueues.id, queueTickets.queueId))
    .innerJoin(spots, eq(spots.id, spotQueues.spotId))
    .where(where)
    .orderBy(desc(queueTickets.createdAt), desc(queueTickets.id));
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  const spotIds = [...new Set(rows.map((r) => r.spotId))];
  const [heroes, titles] = await Promise.all([heroFilesBySpot(db, spotIds), translatedTitlesBySpot(db, spotIds, lang)]);
  return rows.map((r) => ({
    id: r.id,
    queue: { id: r.queueId, title: r.queueTitle, status: r.queueStatus },
    spot: { id: r.spotId, title: titles.get(r.spotId) ?? r.spotTitle, file: heroes.get(r.spotId) ?? null },
    ticketNumber: r.ticketNumber,
    partySize: r.partySize,
    status: r.status,
    teamsAhead: r.teamsAhead,
    createdAt: r.createdAt.toISOString(),
    calledAt: r.calledAt?.toISOString() ?? null,
    enteredAt: r.enteredAt?.toISOString() ?? null,
    canceledAt: r.canceledAt?.toISOString() ?? null,
  }));
}

function mine(userId: number, ticketId: number) {
  return and(eq(queueTickets.id, ticketId), eq(queueTickets.userId, userId));
}

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

/** GET /v1/users/spot-queues: my tickets, newest first. */
export async function listMyQueueTickets(input: {
  userId: number;
  page: number;
  size: number;
  lang?: Locale;
}): Promise<QueueTicketList> {
  const db = await getDb();
  const where = eq(queueTickets.userId, input.userId);
  const [content, [{ total }]] = await Promise.all([
    selectTickets(db, where, input.lang ?? 'ko', { limit: input.size, offset: input.page * input.size }),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(queueTickets)
      .where(where),
  ]);
  return {
    content,
    page: { number: input.page, size: input.size, totalElements: total, totalPages: Math.ceil(total / input.size) },
  };
}

/**
 * PATCH /v1/users/spot-queues/{id}: leave the line. Only a waiting or called ticket can be
 * left; the status check is part of the update, so two concurrent leaves (or a leave racing
 * staff calling the entry) change the row once. Anything else, including a ticket already
 * left, answers 400 QUEUE_TICKET_NOT_ACTIVE; not mine or unknown answers 404.
 */
export async function leaveQueue(input: { userId: number; ticketId: number; lang?: Locale }): Promise<QueueTicket> {
  const db = await getDb();
  const updated = await db
    .update(queueTickets)
    .set({ status: 'CANCELED', canceledAt: new Date() })
    .where(and(mine(input.userId, input.ticketId), inArray(queueTickets.status, [...activeTicketStatuses])))
    .returning({ id: queueTickets.id });
  if (updated.length === 0) {
    const [exists] = await db
      .select({ id: queueTickets.id })
      .from(queueTickets)
      .where(mine(input.userId, input.ticketId));
    throw apiError(exists ? 'QUEUE_TICKET_NOT_ACTIVE' : 'NOT_FOUND');
  }
  return getMyQueueTicket(input);
}
