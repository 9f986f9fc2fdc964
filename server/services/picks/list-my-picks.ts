import 'server-only';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { MyPickPage, MyPicksParams } from '@/api/contracts/picks';
import type { MyPickSort } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { picks, spots } from '../../db/schema';
import { periodTypeIs } from '../../db/sql/period-type';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { searchItemColumns, toSearchItems } from '../search/search-spot-items';
import { pageOffset, pageTotal, toPage } from '../shared/paging';

/** A Korean calendar day's first instant (Seoul midnight) as a timestamptz. */
function seoulMidnight(day: string): SQL {
  return sql`((${day})::date::timestamp AT TIME ZONE 'Asia/Seoul')`;
}

/** Its period, or its pre-reservation window, touches the Korean days from..to (inclusive). */
function touchesDays(from: string, to: string): SQL {
  const period = sql`(${spots.openDate} <= ${to}::date AND (${spots.closeDate} IS NULL OR ${spots.closeDate} >= ${from}::date))`;
  const window = sql`(${spots.preReservationStartedAt} IS NOT NULL
    AND ${spots.preReservationStartedAt} < ${seoulMidnight(to)} + interval '1 day'
    AND coalesce(${spots.preReservationEndedAt}, ${spots.preReservationStartedAt}) >= ${seoulMidnight(from)})`;
  return or(period, window)!;
}

const ORDER: Record<MyPickSort, SQL[]> = {
  'pickedAt,desc': [desc(picks.createdAt), desc(picks.id)],
  // Open-ended pop-ups have no end to come, so they go after every dated one.
  'closeDate,asc': [sql`${spots.closeDate} ASC NULLS LAST`, desc(picks.id)],
  'openDate,asc': [asc(spots.openDate), desc(picks.id)],
};

/**
 * GET /v1/users/picks: my picks as pop-up cards, a page at a time. Only pop-ups the public can
 * see are listed (one hidden or deleted since drops out, as in my activity counts, and comes
 * back if it is published again); the pick itself stays until I remove it.
 */
export async function listMyPicks(input: { userId: number; lang: Locale } & MyPicksParams): Promise<MyPickPage> {
  const { userId, lang, ...query } = input;
  const db = await getDb();
  const where = and(
    eq(picks.userId, userId),
    eq(picks.type, 'POPUP'),
    isPublicSpot(),
    query['filter.periodType'] ? periodTypeIs(query['filter.periodType']) : undefined,
    query['filter.from'] && query['filter.to'] ? touchesDays(query['filter.from'], query['filter.to']) : undefined,
  );
  const rows = await db
    .select({
      ...searchItemColumns(),
      pickId: picks.id,
      pickedAt: picks.createdAt,
      preReservationStartedAt: spots.preReservationStartedAt,
      preReservationEndedAt: spots.preReservationEndedAt,
    })
    .from(picks)
    .innerJoin(spots, eq(spots.id, picks.referenceId))
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.size)
    .offset(pageOffset(query));
  const total = await pageTotal(rows.length, query, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(picks)
      .innerJoin(spots, eq(spots.id, picks.referenceId))
      .where(where)
      .then(([row]) => row.total),
  );
  const items = await toSearchItems(db, rows, { lang: lang, viewerId: null });
  const content = items.map((item, i) => ({
    ...item,
    pickId: rows[i].pickId,
    pickedAt: rows[i].pickedAt.toISOString(),
    preReservationStartedAt: rows[i].preReservationStartedAt?.toISOString() ?? null,
    preReservationEndedAt: rows[i].preReservationEndedAt?.toISOString() ?? null,
  }));
  return toPage(content, query, total);
}
