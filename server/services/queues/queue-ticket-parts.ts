import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { QueueTicket } from '@/api/contracts/queues';
import type { Executor } from '../../db/client';
import { queueTickets, spotQueues, spots } from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';
import { translatedTitlesBySpot } from '../spots/spot-summaries';
import { queueTitleIn, translatedQueueTitle } from './queue-titles';
import { recentCallsByQueue, ticketWaitMinutes } from './queue-wait-history';
import type { Locale } from '@/lib/locales';

/**
 * What the caller's ticket use cases share (get-my-queue-ticket, list-my-queue-tickets,
 * leave-queue). Ownership is part of every query (`AND user_id`): someone else's ticket and
 * an unknown id both answer 404, so existence is never revealed.
 */

/**
 * Tickets of one status ahead of a waiting ticket: same queue, lower number, read along
 * queue_tickets_queue_status_idx (queue_id, status, ticket_number). Only a REGISTERED ticket
 * waits, so only it has anyone ahead. `teamsAhead` counts those still waiting (it drops with
 * every call), `calledAhead` those called but not yet in (decision 059); the live streams
 * compute the same from a line snapshot (server/realtime/line-snapshot.ts).
 */
const ahead = sql`queue_tickets_ahead`;
function aheadSql(status: 'REGISTERED' | 'CALLED'): SQL<number> {
  return sql<number>`case when ${queueTickets.status} = 'REGISTERED' then (
    select count(*)::int from queue_tickets ${ahead}
    where ${ahead}.queue_id = ${queueTickets.queueId}
      and ${ahead}.status = ${status}
      and ${ahead}.ticket_number < ${queueTickets.ticketNumber}
  ) else 0 end`.mapWith(Number);
}

/** The end of a called ticket's arrival window (null unless CALLED): the no-show grace from "come in now", else from the call. */
export function arriveByOf(
  ticket: { status: string; calledAt: Date | null; admittedAt: Date | null },
  arrivalMinutes: number,
): string | null {
  const start = ticket.status === 'CALLED' ? (ticket.admittedAt ?? ticket.calledAt) : null;
  return start ? new Date(start.getTime() + arrivalMinutes * 60_000).toISOString() : null;
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
      arrivalMinutes: spotQueues.noShowGraceMinutes,
      spotId: spots.id,
      spotTitle: spots.title,
      address: sql<string>`coalesce(${spots.roadAddress}, ${spots.address})`,
      // The hero image in the same read (a ticket answers a join: one query fewer per join).
      hero: sql<{ id: number; path: string } | null>`(
        select json_build_object('id', f.id, 'path', f.path) from spot_files f
        where f.spot_id = ${spots.id} and f.kind = 'HERO' order by f.sort_order, f.id limit 1
      )`,
      latitude: spots.latitude,
      longitude: spots.longitude,
      ticketNumber: queueTickets.ticketNumber,
      partySize: queueTickets.partySize,
      status: queueTickets.status,
      teamsAhead: aheadSql('REGISTERED'),
      calledAhead: aheadSql('CALLED'),
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
  const [titles, calls] = await Promise.all([
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
      arrivalMinutes: r.arrivalMinutes,
    },
    spot: {
      id: r.spotId,
      title: titles.get(r.spotId) ?? r.spotTitle,
      file: r.hero ? { id: Number(r.hero.id), path: publicFileUrl(r.hero.path) } : null,
      address: r.address,
      latitude: r.latitude,
      longitude: r.longitude,
    },
    ticketNumber: r.ticketNumber,
    partySize: r.partySize,
    status: r.status,
    teamsAhead: r.teamsAhead,
    calledAhead: r.calledAhead,
    estimatedWaitMinutes: ticketWaitMinutes(r, calls.get(r.queueId), now),
    createdAt: r.createdAt.toISOString(),
    calledAt: r.calledAt?.toISOString() ?? null,
    admittedAt: r.admittedAt?.toISOString() ?? null,
    enteredAt: r.enteredAt?.toISOString() ?? null,
    canceledAt: r.canceledAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
    arriveBy: arriveByOf(r, r.arrivalMinutes),
  }));
}

/** My ticket by id: ownership is part of the condition, never checked afterwards. */
export function mine(userId: number, ticketId: number) {
  return and(eq(queueTickets.id, ticketId), eq(queueTickets.userId, userId));
}
