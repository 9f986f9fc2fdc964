import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { QueueTicket } from '@/api/contracts/queues';
import type { Executor } from '../../db/client';
import { queueTickets, spotQueues, spots } from '../../db/schema';
import { heroFilesBySpot, translatedTitlesBySpot } from '../spots/spot-summaries';
import { queueTitleIn, translatedQueueTitle } from './queue-titles';
import { recentCallsByQueue, ticketWaitMinutes } from './queue-wait-history';
import type { Locale } from '@/lib/locales';

/**
 * What the caller's ticket use cases share (get-my-queue-ticket, list-my-queue-tickets,
 * leave-queue). Ownership is part of every query (`AND user_id`): someone else's ticket and
 * an unknown id both answer 404, so existence is never revealed.
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

export async function selectTickets(
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
      translatedQueueTitle: translatedQueueTitle(lang),
      queueStatus: spotQueues.status,
      spotId: spots.id,
      spotTitle: spots.title,
      ticketNumber: queueTickets.ticketNumber,
      partySize: queueTickets.partySize,
      status: queueTickets.status,
      teamsAhead: teamsAheadSql(),
      createdAt: queueTickets.createdAt,
      calledAt: queueTickets.calledAt,
      admittedAt: queueTickets.admittedAt,
      enteredAt: queueTickets.enteredAt,
      canceledAt: queueTickets.canceledAt,
      cancelReason: queueTickets.cancelReason,
    })
    .from(queueTickets)
    .innerJoin(spotQueues, eq(spotQueues.id, queueTickets.queueId))
    .innerJoin(spots, eq(spots.id, spotQueues.spotId))
    .where(where)
    .orderBy(desc(queueTickets.createdAt), desc(queueTickets.id));
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  const spotIds = [...new Set(rows.map((r) => r.spotId))];
  // The recent calls of the lines I wait in, for my estimated wait (decision 041).
  const waitingIn = rows.filter((r) => r.status === 'REGISTERED').map((r) => r.queueId);
  const [heroes, titles, calls] = await Promise.all([
    heroFilesBySpot(db, spotIds),
    translatedTitlesBySpot(db, spotIds, lang),
    recentCallsByQueue(db, waitingIn),
  ]);
  const now = new Date();
  return rows.map((r) => ({
    id: r.id,
    queue: {
      id: r.queueId,
      ...queueTitleIn({ title: r.queueTitle, translatedTitle: r.translatedQueueTitle }, lang),
      status: r.queueStatus,
    },
    spot: { id: r.spotId, title: titles.get(r.spotId) ?? r.spotTitle, file: heroes.get(r.spotId) ?? null },
    ticketNumber: r.ticketNumber,
    partySize: r.partySize,
    status: r.status,
    teamsAhead: r.teamsAhead,
    estimatedWaitMinutes: ticketWaitMinutes(r, calls.get(r.queueId), now),
    createdAt: r.createdAt.toISOString(),
    calledAt: r.calledAt?.toISOString() ?? null,
    admittedAt: r.admittedAt?.toISOString() ?? null,
    enteredAt: r.enteredAt?.toISOString() ?? null,
    canceledAt: r.canceledAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
  }));
}

/** My ticket by id: ownership is part of the condition, never checked afterwards. */
export function mine(userId: number, ticketId: number) {
  return and(eq(queueTickets.id, ticketId), eq(queueTickets.userId, userId));
}
