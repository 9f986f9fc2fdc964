import 'server-only';
import { sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { SpotStats, SpotStatsQuery, StatsDay, StatsFigures } from '@/api/contracts/enterprise-stats';
import { seoulDayKey } from '@/lib/period-type';
import { addDays, resolveStatsRange, seoulDayStart } from '@/lib/stats-range';
import { getDb, type Executor } from '../../db/client';
import { requireSpotRole } from './company-access';

/** One Seoul day's raw counts and sums, as the statistics query returns them. */
type DayRow = {
  day: string;
  views: number;
  picks: number;
  votes: number;
  want_votes: number;
  reviews: number;
  score_sum: number;
  joined: number;
  called: number;
  entered: number;
  no_shows: number;
  call_wait_s: number;
  entry_waits: number;
  entry_wait_s: number;
  capacity: number;
  reserved: number;
};

const SEOUL_DAY = (column: string) => sql.raw(`((${column}) AT TIME ZONE 'Asia/Seoul')::date`);

/**
 * GET /v1/enterprise/spots/{id}/stats: a pop-up's figures per Seoul day of the range
 * (decision 046), for staff of its company and admins. One statement: each source is
 * counted by one grouped scan of its (spot, time) index over the range's instants, and the
 * groups are joined onto generate_series' days, so an empty day is a row of zeros.
 */
export async function getSpotStats(input: { userId: number; spotId: number; now?: Date } & SpotStatsQuery) {
  const db = await getDb();
  const today = seoulDayKey(input.now ?? new Date());
  const resolved = resolveStatsRange(input, today);
  if ('fieldErrors' in resolved) throw apiError('BAD_REQUEST', resolved.fieldErrors);
  await requireSpotRole(db, { userId: input.userId, spotId: input.spotId, minRole: 'STAFF' });
  const { from, to } = resolved.range;

  const [spot, rows] = await Promise.all([spotOf(db, input.spotId), dailyRows(db, input.spotId, from, to)]);
  const days: StatsDay[] = rows.map((row) => ({ date: row.day, ...figures(row) }));
  return {
    spot: { id: input.spotId, title: spot.title },
    from,
    to,
    hasQueue: spot.has_queue,
    hasReservations: spot.has_slots,
    days,
    totals: figures(sumRows(rows)),
  } satisfies SpotStats;
}

async function spotOf(db: Executor, spotId: number) {
  const { rows } = await db.execute<{ title: string; has_queue: boolean; has_slots: boolean }>(sql`
    SELECT s.title,
      EXISTS (SELECT 1 FROM spot_queues q WHERE q.spot_id = s.id) AS has_queue,
      s.is_popspot_reservation OR EXISTS (SELECT 1 FROM reservation_slots r WHERE r.spot_id = s.id) AS has_slots
    FROM spots s WHERE s.id = ${spotId}`);
  if (!rows[0]) throw apiError('NOT_FOUND');
  return rows[0];
}

/** Exported for the EXPLAIN check in the tests: the statement the statistics run. */
export function dailyStatsQuery(spotId: number, from: string, to: string) {
  // The instants bounding the Seoul days, as parameters: every time column is compared with
  // them directly, so its index is used.
  const lo = seoulDayStart(from).toISOString();
  const hi = seoulDayStart(addDays(to, 1)).toISOString();
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${lo}::timestamptz AND ${sql.raw(column)} < ${hi}::timestamptz`;
  return sql`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
    ),
    v AS (
      SELECT ${SEOUL_DAY('created_at')} AS day, count(*)::int AS views
      FROM spot_view_logs WHERE spot_id = ${spotId} AND ${inRange('created_at')} GROUP BY 1
    ),
    p AS (
      SELECT ${SEOUL_DAY('created_at')} AS day, count(*)::int AS picks
      FROM picks WHERE type = 'POPUP' AND reference_id = ${spotId} AND ${inRange('created_at')} GROUP BY 1
    ),
    vt AS (
      SELECT ${SEOUL_DAY('created_at')} AS day, count(*)::int AS votes,
        count(*) FILTER (WHERE option_type = 'LEFT')::int AS want_votes
      FROM votes WHERE spot_id = ${spotId} AND ${inRange('created_at')} GROUP BY 1
    ),
    r AS (
      SELECT ${SEOUL_DAY('registered_at')} AS day, count(*)::int AS reviews, sum(score)::int AS score_sum
      FROM reviews
      WHERE spot_id = ${spotId} AND status = 'REGISTERED' AND deleted_at IS NULL AND ${inRange('registered_at')}
      GROUP BY 1
    ),
    -- Each ticket is up to five events (joined, called, let in, entered, no-show), each
    -- counted on the Seoul day it happened.
    q AS (
      SELECT ${SEOUL_DAY('e.at')} AS day,
        count(*) FILTER (WHERE e.kind = 'joined')::int AS joined,
        count(*) FILTER (WHERE e.kind = 'called')::int AS called,
        count(*) FILTER (WHERE e.kind = 'entered')::int AS entered,
        count(*) FILTER (WHERE e.kind = 'no_show')::int AS no_shows,
        coalesce(sum(e.wait_s) FILTER (WHERE e.kind = 'called'), 0)::float8 AS call_wait_s,
        count(*) FILTER (WHERE e.kind = 'let_in')::int AS entry_waits,
        coalesce(sum(e.wait_s) FILTER (WHERE e.kind = 'let_in'), 0)::float8 AS entry_wait_s
      FROM spot_queues sq
      JOIN queue_tickets t ON t.queue_id = sq.id
      CROSS JOIN LATERAL (VALUES
        ('joined', t.created_at, NULL::float8),
        ('called', t.called_at, extract(epoch FROM t.called_at - t.created_at)::float8),
        ('let_in', coalesce(t.admitted_at, t.entered_at),
          extract(epoch FROM coalesce(t.admitted_at, t.entered_at) - t.created_at)::float8),
        ('entered', t.entered_at, NULL::float8),
        ('no_show', CASE WHEN t.status = 'NO_SHOW' THEN t.canceled_at END, NULL::float8)
      ) AS e(kind, at, wait_s)
      WHERE sq.spot_id = ${spotId} AND t.created_at < ${hi}::timestamptz AND ${inRange('e.at')}
      GROUP BY 1
    ),
    s AS (
      SELECT visit_date AS day, sum(capacity)::int AS capacity, sum(reserved_count)::int AS reserved
      FROM reservation_slots
      WHERE spot_id = ${spotId} AND visit_date BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
      coalesce(v.views, 0) AS views, coalesce(p.picks, 0) AS picks,
      coalesce(vt.votes, 0) AS votes, coalesce(vt.want_votes, 0) AS want_votes,
      coalesce(r.reviews, 0) AS reviews, coalesce(r.score_sum, 0) AS score_sum,
      coalesce(q.joined, 0) AS joined, coalesce(q.called, 0) AS called, coalesce(q.entered, 0) AS entered,
      coalesce(q.no_shows, 0) AS no_shows, coalesce(q.call_wait_s, 0) AS call_wait_s,
      coalesce(q.entry_waits, 0) AS entry_waits, coalesce(q.entry_wait_s, 0) AS entry_wait_s,
      coalesce(s.capacity, 0) AS capacity, coalesce(s.reserved, 0) AS reserved
    FROM days
    LEFT JOIN v USING (day) LEFT JOIN p USING (day) LEFT JOIN vt USING (day) LEFT JOIN r USING (day)
    LEFT JOIN q USING (day) LEFT JOIN s USING (day)
    ORDER BY days.day`;
}

async function dailyRows(db: Executor, spotId: number, from: string, to: string): Promise<DayRow[]> {
  const { rows } = await db.execute<DayRow>(dailyStatsQuery(spotId, from, to));
  // node-postgres hands float8 over as numbers but some drivers give strings: normalise.
  return rows.map((row) => {
    const out = { day: String(row.day) } as DayRow;
    for (const [key, value] of Object.entries(row)) {
      if (key !== 'day') (out as Record<string, unknown>)[key] = Number(value);
    }
    return out;
  });
}

function sumRows(rows: DayRow[]): DayRow {
  const total = { day: '' } as DayRow;
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (key === 'day') continue;
      const k = key as Exclude<keyof DayRow, 'day'>;
      total[k] = (total[k] ?? 0) + (value as number);
    }
  }
  return total;
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);
const average = (sum: number, count: number, digits: number) =>
  count > 0 ? Math.round((sum / count) * 10 ** digits) / 10 ** digits : null;

function figures(row: DayRow): StatsFigures {
  return {
    views: row.views ?? 0,
    picks: row.picks ?? 0,
    votes: row.votes ?? 0,
    wantVotes: row.want_votes ?? 0,
    wantRatio: ratio(row.want_votes ?? 0, row.votes ?? 0),
    reviews: row.reviews ?? 0,
    averageScore: average(row.score_sum ?? 0, row.reviews ?? 0, 2),
    queue: {
      joined: row.joined ?? 0,
      called: row.called ?? 0,
      entered: row.entered ?? 0,
      noShows: row.no_shows ?? 0,
      noShowRate: ratio(row.no_shows ?? 0, (row.entered ?? 0) + (row.no_shows ?? 0)),
      averageWaitMinutes: average((row.call_wait_s ?? 0) / 60, row.called ?? 0, 1),
      averageEntryWaitMinutes: average((row.entry_wait_s ?? 0) / 60, row.entry_waits ?? 0, 1),
    },
    reservations: {
      capacity: row.capacity ?? 0,
      reserved: row.reserved ?? 0,
      fillRate: ratio(row.reserved ?? 0, row.capacity ?? 0),
    },
  };
}
