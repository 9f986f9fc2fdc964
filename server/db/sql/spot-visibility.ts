import { sql, type SQL } from 'drizzle-orm';
import { spots } from '../schema';

/**
 * A spot is public when it has been activated (activated_at set and not in the future) and
 * is not deleted. Every public list, search, map and recommendation query uses this one
 * condition so "what the public sees" has a single definition. The detail call answers
 * UNAVAILABLE (40000001) for a spot that exists but fails it.
 */
export function isPublicSpot(now?: Date): SQL {
  const at = now ? sql`(${now.toISOString()})::timestamptz` : sql`now()`;
  return sql`(${spots.deletedAt} IS NULL AND ${spots.activatedAt} IS NOT NULL AND ${spots.activatedAt} <= ${at})`;
}
