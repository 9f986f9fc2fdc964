import 'server-only';
import { sql } from 'drizzle-orm';
import type { QueueTicketStatus } from '@/api/contracts/queue-ticket-status';
import type { queueStatuses } from '@/api/contracts/spots';
import {
  estimateWaitMinutes,
  estimateWithModel,
  NO_SHOW_HISTORY_CALLS,
  waitModel,
  type CallOutcome,
  type RecentCall,
  type WaitModel,
} from '@/lib/estimate-wait';
import { currentDatabaseKey, type Executor } from '../../db/client';

type QueueStatus = (typeof queueStatuses)[number];

/**
 * The recent calls of many lines at once, for the estimated wait (lib/estimate-wait.ts,
 * decision 041): one query whatever the number of lines (the detail's lines, my tickets, a
 * page of search results or a map viewport).
 *
 * Per line and per status (ENTERED, NO_SHOW, CALLED) the highest-numbered tickets, read
 * backwards along queue_tickets_queue_status_idx (queue_id, status, ticket_number) with a
 * LIMIT, so a line with months of history costs as much as a new one. Lines call in number
 * order, so the highest numbers are the latest calls; the week's window is lib's to apply.
 */
export async function recentCallsByQueue(
  db: Executor,
  queueIds: readonly number[],
): Promise<Map<number, RecentCall[]>> {
  const unique = [...new Set(queueIds)];
  const byQueue = new Map<number, RecentCall[]>();
  const now = Date.now();
  const memo = memoOfCurrentDatabase();
  for (const id of unique) {
    const kept = memo.get(id);
    if (kept && kept.until > now) byQueue.set(id, kept.calls);
  }
  const ids = unique.filter((id) => !byQueue.has(id));
  for (const id of ids) byQueue.set(id, []);
  if (ids.length === 0) return byQueue;
  if (!ids.every(Number.isInteger)) throw new TypeError('recentCallsByQueue takes integer ids only');
  const latest = (status: QueueTicketStatus) => sql`(
    SELECT t.status::text AS status, (extract(epoch FROM t.called_at) * 1000)::float8 AS called_at,
      (extract(epoch FROM t.created_at) * 1000)::float8 AS joined_at
    FROM queue_tickets t
    WHERE t.queue_id = q.id AND t.status = ${status} AND t.called_at IS NOT NULL
    ORDER BY t.ticket_number DESC
    LIMIT ${NO_SHOW_HISTORY_CALLS}
  )`;
  const { rows } = await db.execute<{
    queue_id: number;
    status: QueueTicketStatus;
    called_at: number;
    joined_at: number;
  }>(sql`
    SELECT q.id AS queue_id, c.status, c.called_at, c.joined_at
    FROM unnest(${`{${ids.join(',')}}`}::int[]) AS q(id)
    CROSS JOIN LATERAL (
      ${latest('ENTERED')} UNION ALL ${latest('NO_SHOW')} UNION ALL ${latest('CALLED')}
    ) c`);
  for (const row of rows) {
    byQueue.get(Number(row.queue_id))?.push({
      joinedAt: Number(row.joined_at),
      calledAt: Number(row.called_at),
      outcome: outcomeOf(row.status),
    });
  }
  for (const id of ids) memo.set(id, { calls: byQueue.get(id)!, until: now + RECENT_CALLS_KEPT_MS });
  if (memo.size > 10_000) for (const [id, kept] of memo) if (kept.until <= now) memo.delete(id);
  return byQueue;
}

/**
 * A line's recent calls are kept this long per process: the read costs about 2 ms of
 * PGlite's one thread, and a hot pop-up's opening asks it for every join and every ticket
 * read. An estimate a moment old is as good (it is rounded to 5 minutes), and this process's
 * own changes to the line forget it at once (forgetRecentCalls).
 */
const RECENT_CALLS_KEPT_MS = 2_000;
// Kept per database: tests switch databases within one process, and line ids repeat.
const memos = new WeakMap<object, Map<number, { calls: RecentCall[]; until: number }>>();
const NO_DATABASE_YET = {};

function memoOfCurrentDatabase(): Map<number, { calls: RecentCall[]; until: number }> {
  const key = currentDatabaseKey() ?? NO_DATABASE_YET;
  let memo = memos.get(key);
  if (!memo) memos.set(key, (memo = new Map()));
  return memo;
}

/** Forgets line `queueId`'s kept calls (a call, an entry, a no-show just happened here). */
export function forgetRecentCalls(queueId: number): void {
  memoOfCurrentDatabase().delete(queueId);
}

function outcomeOf(status: QueueTicketStatus): CallOutcome {
  if (status === 'ENTERED' || status === 'NO_SHOW') return status;
  return status === 'CALLED' ? 'PENDING' : 'OTHER';
}

/**
 * The wait for someone joining a line now (the end of the line): none needed when the line
 * says 'walk in now' (READY, 0), none known while it is paused or closed (null).
 */
export function lineWaitMinutes(
  line: { status: QueueStatus; teamCount: number },
  calls: readonly RecentCall[] | undefined,
  now: Date,
): number | null {
  if (line.status === 'READY') return 0;
  if (line.status !== 'IN_PROGRESS') return null;
  return estimateWaitMinutes(calls ?? [], line.teamCount, now.getTime());
}

/** The wait of my ticket: only a waiting one (REGISTERED) in a line that is moving has one. */
export function ticketWaitMinutes(
  ticket: { status: QueueTicketStatus; queueStatus: QueueStatus; teamsAhead: number },
  calls: readonly RecentCall[] | undefined,
  now: Date,
): number | null {
  return ticketWaitFromModel(ticket, waitModel(calls ?? [], now.getTime()));
}

/** The same from the line's model worked out once (a live line's every watcher, decision 059). */
export function ticketWaitFromModel(
  ticket: { status: QueueTicketStatus; queueStatus: QueueStatus; teamsAhead: number },
  model: WaitModel | null,
): number | null {
  if (ticket.status !== 'REGISTERED') return null;
  if (ticket.queueStatus !== 'IN_PROGRESS' && ticket.queueStatus !== 'READY') return null;
  return estimateWithModel(model, ticket.teamsAhead);
}

/** SpotQueue rows with their end-of-line estimate (GET /v1/spots/{id}/spot-queues). */
export async function withLineWaits<T extends { id: number; status: QueueStatus; currentTeamCount: number }>(
  db: Executor,
  lines: T[],
  now = new Date(),
): Promise<(T & { estimatedWaitMinutes: number | null })[]> {
  const calls = await recentCallsByQueue(
    db,
    lines.filter((l) => l.status === 'IN_PROGRESS').map((l) => l.id),
  );
  return lines.map((line) => ({
    ...line,
    estimatedWaitMinutes: lineWaitMinutes(
      { status: line.status, teamCount: line.currentTeamCount },
      calls.get(line.id),
      now,
    ),
  }));
}
