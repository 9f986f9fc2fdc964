import 'server-only';
import { and, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PeriodType } from '@/lib/period-type';
import { spots } from '../db/schema';

/** Today's calendar day in Korea, computed by the database so every instance agrees. */
export const seoulToday = sql`(now() AT TIME ZONE 'Asia/Seoul')::date`;

/** The SQL twin of lib/period-type.ts: which spots are READY, IN_PROGRESS or ENDED today. */
export function periodCondition(period: PeriodType): SQL {
  switch (period) {
    case 'READY':
      return gt(spots.openDate, seoulToday);
    case 'IN_PROGRESS':
      return and(lte(spots.openDate, seoulToday), or(isNull(spots.closeDate), gte(spots.closeDate, seoulToday)))!;
    case 'ENDED':
      return sql`${spots.closeDate} < ${seoulToday}`;
  }
}
