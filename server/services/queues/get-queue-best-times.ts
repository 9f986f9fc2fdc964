import 'server-only';
import { and, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { QueueBestTimes } from '@/api/contracts/queue-best-times';
import { bestTimesWindowStart, weekGrid, type HourCount, type WeekGrid } from '@/lib/best-times';
import { parseOpeningHours } from '@/lib/opening-hours';
import { seoulDayKey } from '@/lib/period-type';
import type { Executor } from '../../db/client';
import { getDb } from '../../db/client';
import { queueTickets, spotQueues, spotViewLogs, votes } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';

/** Views and votes come at any hour; visits in the hours pop-ups are usually open (when its own hours are unknown). */
const INTEREST_HOURS = { from: 10, to: 21 };
const SEOUL_OFFSET = '+09:00';

/** Seoul midnight starting a Seoul day, as an instant. */
function seoulMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${SEOUL_OFFSET}`);
}

/** Events per Seoul day and hour of a timestamp column, for the rows `from` a table selects. */
function perSeoulHour(column: AnyColumn) {
  const local = sql`(${column} AT TIME ZONE 'Asia/Seoul')`;
  return {
    day: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
    hour: sql<number>`extract(hour FROM ${local})::int`.mapWith(Number),
    count: sql<number>`count(*)::int`.mapWith(Number),
  };
}

function inWindow(column: AnyColumn, start: Date, end: Date): SQL | undefined {
  return and(gte(column, start), lt(column, end));
}

/**
 * GET /v1/spots/{id}/spot-queues/best-times: how busy the pop-up usually is by weekday and
 * hour over the eight weeks before today (Seoul), from the joins of its waiting lines; where
 * they are too few, from its page views and votes, and the answer says which (decision 041).
 * Every count is one grouped query over an indexed range (tickets by queue; view logs by
 * spot and time; votes by spot).
 */
export async function getQueueBestTimes(input: { spotId: number; now?: Date }): Promise<QueueBestTimes> {
  const db = await getDb();
  const spot = await findPublicSpotOrThrow(db, input.spotId);
  // The pop-up's own hours: a closed hour is never the one to recommend (issue 31).
  const open = parseOpeningHours(spot.operationTime ?? []);
  const today = seoulDayKey(input.now ?? new Date());
  const start = seoulMidnight(bestTimesWindowStart(today));
  const end = seoulMidnight(today);

  const queue = weekGrid(await queueJoins(db, input.spotId, start, end), today, undefined, open);
  if (queue) return answer('QUEUE', queue);
  const [views, voted] = await Promise.all([
    perHour(db, spotViewLogs.createdAt, spotViewLogs, eq(spotViewLogs.spotId, input.spotId), start, end),
    perHour(db, votes.createdAt, votes, eq(votes.spotId, input.spotId), start, end),
  ]);
  const interest = weekGrid([...views, ...voted], today, INTEREST_HOURS, open);
  if (interest) return answer('INTEREST', interest);
  return { source: null, from: null, to: null, days: [], openHours: null, quietest: null, busiest: null };
}

function answer(source: 'QUEUE' | 'INTEREST', grid: WeekGrid): QueueBestTimes {
  return { source, ...grid };
}

async function queueJoins(db: Executor, spotId: number, start: Date, end: Date): Promise<HourCount[]> {
  return db
    .select(perSeoulHour(queueTickets.createdAt))
    .from(queueTickets)
    .innerJoin(spotQueues, eq(spotQueues.id, queueTickets.queueId))
    .where(and(eq(spotQueues.spotId, spotId), inWindow(queueTickets.createdAt, start, end)))
    .groupBy(sql`1`, sql`2`);
}

async function perHour(
  db: Executor,
  column: AnyColumn,
  table: typeof spotViewLogs | typeof votes,
  where: SQL,
  start: Date,
  end: Date,
): Promise<HourCount[]> {
  return db
    .select(perSeoulHour(column))
    .from(table)
    .where(and(where, inWindow(column, start, end)))
    .groupBy(sql`1`, sql`2`);
}
