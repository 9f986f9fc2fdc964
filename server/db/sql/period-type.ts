import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PeriodType } from '@/lib/period-type';
import { spots } from '../schema';

/**
 * periodType (READY / IN_PROGRESS / ENDED) in SQL, for filters and sorts that must run in
 * the database (list filters, pagination). It is derived, never stored: open_date and
 * close_date are Korean calendar days, compared with today's date in Asia/Seoul, so the
 * status flips at Seoul midnight whatever the server's time zone.
 *
 *   READY        today < open_date
 *   IN_PROGRESS  open_date <= today and (close_date is null or today <= close_date)
 *   ENDED        close_date < today
 *
 * This is the SQL twin of lib/period-type.ts (`periodType()`); keep the two in step.
 */
export type { PeriodType };

const SEOUL_TIME_ZONE = 'Asia/Seoul';

/**
 * Today's date in Seoul as a SQL `date`. Pass `now` to pin the clock (tests, jobs that
 * evaluate "as of" a moment); otherwise the database clock (transaction start) is used.
 */
export function seoulToday(now?: Date): SQL<string> {
  return now
    ? sql<string>`((${now.toISOString()})::timestamptz AT TIME ZONE ${SEOUL_TIME_ZONE})::date`
    : sql<string>`(now() AT TIME ZONE ${SEOUL_TIME_ZONE})::date`;
}

interface PeriodColumns {
  openDate: AnyColumn | SQL;
  closeDate: AnyColumn | SQL;
}

const spotPeriodColumns: PeriodColumns = { openDate: spots.openDate, closeDate: spots.closeDate };

/** The period type as a selectable expression: `select({ periodType: periodTypeSql() })`. */
export function periodTypeSql(columns: PeriodColumns = spotPeriodColumns, now?: Date): SQL<PeriodType> {
  const today = seoulToday(now);
  return sql<PeriodType>`(CASE
    WHEN ${today} < ${columns.openDate} THEN 'READY'
    WHEN ${columns.closeDate} IS NULL OR ${today} <= ${columns.closeDate} THEN 'IN_PROGRESS'
    ELSE 'ENDED' END)`;
}

/**
 * A WHERE condition for one period type, written as plain range comparisons (not
 * `CASE ... = 'READY'`) so the open_date / close_date indexes can be used.
 */
export function periodTypeIs(type: PeriodType, columns: PeriodColumns = spotPeriodColumns, now?: Date): SQL {
  const today = seoulToday(now);
  switch (type) {
    case 'READY':
      return sql`${columns.openDate} > ${today}`;
    case 'IN_PROGRESS':
      return sql`(${columns.openDate} <= ${today} AND (${columns.closeDate} IS NULL OR ${columns.closeDate} >= ${today}))`;
    case 'ENDED':
      return sql`${columns.closeDate} < ${today}`;
  }
}
