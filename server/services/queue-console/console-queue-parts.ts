import 'server-only';
import { and, asc, desc, eq, inArray, max, notInArray, sql, type SQL } from 'drizzle-orm';
import { activeTicketStatuses } from '@/api/contracts/queue-ticket-status';
import type { ConsoleQueue, ConsoleQueueTicket } from '@/api/contracts/queue-console';
import type { Executor } from '../../db/client';
import { queueEvents, queueTickets, spotQueues, spots, users } from '../../db/schema';

/** How many finished tickets the console lists under the live line. */
const RECENT_FINISHED = 20;

function ticketRows(db: Executor, where: SQL | undefined, order: SQL[], limit?: number) {
  const query = db
    .select({
      id: queueTickets.id,
      ticketNumber: queueTickets.ticketNumber,
      partySize: queueTickets.partySize,
      status: queueTickets.status,
      source: queueTickets.source,
      nickname: users.nickname,
      walkInNote: queueTickets.walkInNote,
      createdAt: queueTickets.createdAt,
      calledAt: queueTickets.calledAt,
      admittedAt: queueTickets.admittedAt,
      enteredAt: queueTickets.enteredAt,
      canceledAt: queueTickets.canceledAt,
      cancelReason: queueTickets.cancelReason,
    })
    .from(queueTickets)
    .leftJoin(users, eq(users.id, queueTickets.userId))
    .where(where)
    .orderBy(...order);
  return limit === undefined ? query : query.limit(limit);
}
type TicketRow = Awaited<ReturnType<typeof ticketRows>>[number];

/** The moment staff may mark a called team a no-show: the grace period after "can enter" (else the call). */
export function noShowFrom(ticket: { admittedAt: Date | null; calledAt: Date | null }, graceMinutes: number) {
  const start = ticket.admittedAt ?? ticket.calledAt;
  return start ? new Date(start.getTime() + graceMinutes * 60_000) : null;
}

function toConsoleTicket(row: TicketRow, graceMinutes: number): ConsoleQueueTicket {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: row.id,
    ticketNumber: row.ticketNumber,
    partySize: row.partySize,
    status: row.status,
    source: row.source,
    name: row.source === 'WALK_IN' ? (row.walkInNote ?? null) : (row.nickname ?? null),
    createdAt: row.createdAt.toISOString(),
    calledAt: iso(row.calledAt),
    admittedAt: iso(row.admittedAt),
    enteredAt: iso(row.enteredAt),
    canceledAt: iso(row.canceledAt),
    cancelReason: row.cancelReason,
    noShowFrom:
      row.status === 'CALLED'
        ? iso(noShowFrom({ admittedAt: row.admittedAt, calledAt: row.calledAt }, graceMinutes))
        : null,
  };
}

/** The console's view of a line: settings, the live line in order, the last finished tickets. */
export async function readConsoleQueue(db: Executor, queueId: number): Promise<ConsoleQueue> {
  const [line] = await db
    .select({
      id: spotQueues.id,
      title: spotQueues.title,
      status: spotQueues.status,
      spotId: spots.id,
      spotTitle: spots.title,
      remoteJoinEnabled: spotQueues.remoteJoinEnabled,
      maxPartySize: spotQueues.maxPartySize,
      noShowGraceMinutes: spotQueues.noShowGraceMinutes,
      joinOpensAt: spotQueues.joinOpensAt,
      joinClosesAt: spotQueues.joinClosesAt,
    })
    .from(spotQueues)
    .innerJoin(spots, eq(spots.id, spotQueues.spotId))
    .where(eq(spotQueues.id, queueId));
  const active = [...activeTicketStatuses];
  const [activeRows, recentRows, lastEventId] = await Promise.all([
    ticketRows(db, and(eq(queueTickets.queueId, queueId), inArray(queueTickets.status, active)), [
      asc(queueTickets.ticketNumber),
    ]),
    ticketRows(
      db,
      and(eq(queueTickets.queueId, queueId), notInArray(queueTickets.status, active)),
      [desc(queueTickets.updatedAt), desc(queueTickets.id)],
      RECENT_FINISHED,
    ),
    latestEventId(db, queueId),
  ]);
  const waiting = activeRows.filter((t) => t.status === 'REGISTERED');
  return {
    id: line.id,
    title: line.title,
    status: line.status,
    spot: { id: line.spotId, title: line.spotTitle },
    remoteJoinEnabled: line.remoteJoinEnabled,
    maxPartySize: line.maxPartySize,
    noShowGraceMinutes: line.noShowGraceMinutes,
    joinOpensAt: line.joinOpensAt,
    joinClosesAt: line.joinClosesAt,
    waitingTeams: waiting.length,
    waitingPeople: waiting.reduce((sum, t) => sum + t.partySize, 0),
    active: activeRows.map((t) => toConsoleTicket(t, line.noShowGraceMinutes)),
    recent: recentRows.map((t) => toConsoleTicket(t, line.noShowGraceMinutes)),
    lastEventId,
  };
}

/** Events after `afterId` of a line, oldest first (the live streams' catch-up). */
export async function eventsAfter(db: Executor, queueId: number, afterId: number, limit = 200) {
  return db
    .select({ id: queueEvents.id, action: queueEvents.action, ticketId: queueEvents.ticketId })
    .from(queueEvents)
    .where(and(eq(queueEvents.queueId, queueId), sql`${queueEvents.id} > ${afterId}`))
    .orderBy(asc(queueEvents.id))
    .limit(limit);
}

/** The id of a line's latest event, 0 when it has none. */
export async function latestEventId(db: Executor, queueId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(queueEvents.id) })
    .from(queueEvents)
    .where(eq(queueEvents.queueId, queueId));
  return Number(row?.id ?? 0);
}
