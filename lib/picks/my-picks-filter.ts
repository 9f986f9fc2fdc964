import { MY_PICK_SORTS, type MyPickSort } from '../constants';
import type { PeriodType } from '../period-type';

/** The period tabs of my picks, in order; null is 'all'. */
export const MY_PICK_PERIODS = [
  null,
  'IN_PROGRESS',
  'READY',
  'ENDED',
] as const satisfies readonly (PeriodType | null)[];

export type MyPicksFilter = { periodType: PeriodType | null; sort: MyPickSort };

/**
 * The page's URL (`?period=READY&sort=closeDate,asc`) as the list's filter: unknown values
 * fall back to 'all' and newest first, so an old or hand-edited link still opens the list.
 */
export function myPicksFilterFromParams(params: { period?: string | null; sort?: string | null }): MyPicksFilter {
  const periodType = MY_PICK_PERIODS.find((p) => p !== null && p === params.period) ?? null;
  const sort = MY_PICK_SORTS.find((s) => s === params.sort) ?? MY_PICK_SORTS[0];
  return { periodType, sort };
}

/** The URL query of a filter, leaving out the defaults so the plain page stays `/history/mypicks`. */
export function myPicksFilterQuery(filter: MyPicksFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.periodType) query.period = filter.periodType;
  if (filter.sort !== MY_PICK_SORTS[0]) query.sort = filter.sort;
  return query;
}
