import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = ANY('{1,2,3}'::int[])`: one array parameter instead of `IN ($1, ..., $n)`.
 * For the few hundred ids of a map answer PGlite binds and plans this several times faster
 * (measured: 5 ms against 13 ms for 200 hero-image lookups), and the plan is the same index
 * scan. Only for integer ids, which is what makes the literal safe to build.
 */
export function anyId(column: AnyColumn, ids: readonly number[]): SQL {
  if (!ids.every(Number.isInteger)) throw new TypeError('anyId takes integer ids only');
  return sql`${column} = ANY(${`{${ids.join(',')}}`}::int[])`;
}
