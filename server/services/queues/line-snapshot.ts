import 'server-only';
import { and, asc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { QueueTicketLive } from '@/api/contracts/queues';
import { activeTicketStatuses, type QueueTicketStatus } from '@/api/contracts/queue-ticket-status';
import type { queueStatuses } from '@/api/contracts/spots';
import { waitModel, type RecentCall, type WaitModel } from '@/lib/estimate-wait';
import type { Executor } from '../../db/client';
import { queueEvents, queueTickets, spotQueues } from '../../db/schema';
import { latestEventId } from '../queue-console/console-queue-parts';
import { arriveByOf } from './queue-ticket-parts';
import { recentCallsByQueue, ticketWaitFromModel } from './queue-wait-history';

/**
 * One line as its live streams need it (decision 059): read once per app process for all of
 * the line's watchers, whatever their number, each time events are committed; every watcher's
 * own state (its place, the teams called ahead of it, its estimate, its arrival window) is
 * then computed from it in memory. The SQL of selectTickets (queue-ticket-parts.ts) answers
 * the same for a single ticket; tests/api/queue-rush.test.ts holds the two to each other.
 */

type QueueStatus = (typeof queueStatuses)[number];

type LineEvent = { id: number; action: string; ticketId: number | null };

type TicketState = {
  id: number;
  number: number;
  status: QueueTicketStatus;
  calledAt: Date | null;
  admittedAt: Date | null;
  enteredAt: Date | null;
  canceledAt: Date | null;
  cancelReason: string | null;
};

export type LineSnapshot = {
  queueId: number;
  /** The newest event this snapshot includes (the streams' event id). */
  lastEventId: number;
  /** The events read for this snapshot, oldest first (those after the previous snapshot). */
  events: LineEvent[];
  queueStatus: QueueStatus;
  arrivalMinutes: number;
  /** Active tickets by id. */
  active: Map<number, TicketState>;
  /** Tickets named by this snapshot's events that are no longer active, by id. */
  finished: Map<number, TicketState>;
  /** Ticket numbers still waiting, and called but not in, ascending. */
  registered: number[];
  called: number[];
  calls: RecentCall[];
  /** The line's pace from `calls`, worked out once per read for every watcher. */
  model: WaitModel | null;
  readAt: Date;
};

/** Events read per query while catching up (a rush commits a thousand joins in a second). */
const EVENT_BATCH = 1000;

const ticketColumns = {
  id: queueTickets.id,
  number: queueTickets.ticketNumber,
  status: queueTickets.status,
  calledAt: queueTickets.calledAt,
  admittedAt: queueTickets.admittedAt,
  enteredAt: queueTickets.enteredAt,
  canceledAt: queueTickets.canceledAt,
  cancelReason: queueTickets.cancelReason,
};

/**
 * Reads the line after event `afterEventId` (null: only its current state, no events): the
 * new events, the line's settings, its active tickets, the finished tickets those events
 * name, and its recent calls when a call-like event happened (or `previous` has none).
 * `previous` lends what did not change.
 */
export async function readLineSnapshot(
  db: Executor,
  queueId: number,
  afterEventId: number | null,
  previous: LineSnapshot | null,
  now = new Date(),
): Promise<LineSnapshot | null> {
  const events: LineEvent[] = [];
  let last = afterEventId ?? 0;
  if (afterEventId === null) {
    last = await latestEventId(db, queueId);
  } else {
    for (;;) {
      const batch = await db
        .select({ id: queueEvents.id, action: queueEvents.action, ticketId: queueEvents.ticketId })
        .from(queueEvents)
        .where(and(eq(queueEvents.queueId, queueId), gt(queueEvents.id, last)))
        .orderBy(asc(queueEvents.id))
        .limit(EVENT_BATCH);
      events.push(...batch);
      if (batch.length) last = batch[batch.length - 1].id;
      if (batch.length < EVENT_BATCH) break;
    }
    if (previous && events.length === 0) {
      return {
        ...previous,
        events: [],
        finished: new Map(),
        model: waitModel(previous.calls, now.getTime()),
        readAt: now,
      };
    }
  }

  const active = [...activeTicketStatuses];
  const named = [...new Set(events.map((e) => e.ticketId).filter((id): id is number => id !== null))];
  const callLike = events.some((e) => e.action !== 'JOIN' && e.action !== 'WALK_IN' && e.action !== 'SETTINGS');
  const [[line], activeRows, finishedRows, calls] = await Promise.all([
    db
      .select({ status: spotQueues.status, arrivalMinutes: spotQueues.noShowGraceMinutes })
      .from(spotQueues)
      .where(eq(spotQueues.id, queueId)),
    db
      .select(ticketColumns)
      .from(queueTickets)
      .where(and(eq(queueTickets.queueId, queueId), inArray(queueTickets.status, active)))
      .orderBy(asc(queueTickets.ticketNumber)),
    named.length
      ? db
          .select(ticketColumns)
          .from(queueTickets)
          .where(and(inArray(queueTickets.id, named), notInArray(queueTickets.status, active)))
      : Promise.resolve([] as TicketState[]),
    previous && !callLike
      ? Promise.resolve(previous.calls)
      : recentCallsByQueue(db, [queueId]).then((m) => m.get(queueId) ?? []),
  ]);
  if (!line) return null;
  const registered: number[] = [];
  const called: number[] = [];
  for (const t of activeRows) (t.status === 'REGISTERED' ? registered : called).push(t.number);
  return {
    queueId,
    lastEventId: last,
    events,
    queueStatus: line.status,
    arrivalMinutes: line.arrivalMinutes,
    active: new Map(activeRows.map((t) => [t.id, t])),
    finished: new Map(finishedRows.map((t) => [t.id, t])),
    registered,
    called,
    calls,
    model: waitModel(calls, now.getTime()),
    readAt: now,
  };
}

/** How many of the ascending `numbers` are below `n` (binary search). */
function countBelow(numbers: readonly number[], n: number): number {
  let lo = 0;
  let hi = numbers.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (numbers[mid] < n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * What ticket `ticketId`'s page shows now, from the snapshot; null when the snapshot does not
 * know the ticket (finished before the events it read: its stream reads it once itself).
 */
export function liveTicketOf(snapshot: LineSnapshot, ticketId: number): QueueTicketLive | null {
  const ticket = snapshot.active.get(ticketId) ?? snapshot.finished.get(ticketId);
  return ticket ? liveTicketFrom(snapshot, ticket) : null;
}

export function liveTicketFrom(
  line: Pick<LineSnapshot, 'registered' | 'called' | 'queueStatus' | 'arrivalMinutes' | 'model'>,
  ticket: TicketState,
): QueueTicketLive {
  const waiting = ticket.status === 'REGISTERED';
  const teamsAhead = waiting ? countBelow(line.registered, ticket.number) : 0;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    status: ticket.status,
    queueStatus: line.queueStatus,
    teamsAhead,
    calledAhead: waiting ? countBelow(line.called, ticket.number) : 0,
    estimatedWaitMinutes: ticketWaitFromModel(
      { status: ticket.status, queueStatus: line.queueStatus, teamsAhead },
      line.model,
    ),
    calledAt: iso(ticket.calledAt),
    admittedAt: iso(ticket.admittedAt),
    enteredAt: iso(ticket.enteredAt),
    canceledAt: iso(ticket.canceledAt),
    cancelReason: ticket.cancelReason,
    arriveBy: arriveByOf(ticket, line.arrivalMinutes),
  };
}

/** One ticket of the line, read by itself (a stream whose ticket the snapshot does not know). */
export async function readLineTicket(db: Executor, queueId: number, ticketId: number): Promise<TicketState | null> {
  const [row] = await db
    .select(ticketColumns)
    .from(queueTickets)
    .where(and(eq(queueTickets.id, ticketId), eq(queueTickets.queueId, queueId)));
  return row ?? null;
}
