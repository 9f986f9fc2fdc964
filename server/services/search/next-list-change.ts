import 'server-only';
import { and, gt, gte, isNull, min, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { spots } from '../../db/schema';

/**
 * The next instant at which lists of pop-ups change by themselves, besides Seoul midnight
 * (statuses): a scheduled pop-up appears (activated_at), or a pre-reservation window ends
 * (the card's flag and the 'pre-reservation' filter; the end instant itself still counts as
 * open, so the change is just after it). Null when nothing is scheduled.
 */
export async function nextListChange(now: Date): Promise<number | null> {
  const db = await getDb();
  // One statement, two index lookups: a list read pays one round trip for it.
  const ending = db
    .select({ at: min(spots.preReservationEndedAt) })
    .from(spots)
    .where(and(isNull(spots.deletedAt), gte(spots.preReservationEndedAt, now)));
  const appearing = db
    .select({ at: min(spots.activatedAt) })
    .from(spots)
    .where(and(isNull(spots.deletedAt), gt(spots.activatedAt, now)));
  const [row] = await db
    .execute<{ ending: string | Date | null; appearing: string | Date | null }>(
      sql`SELECT (${ending}) AS ending, (${appearing}) AS appearing`,
    )
    .then((r) => r.rows);
  const instant = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());
  const endingAt = instant(row.ending);
  const instants = [endingAt === null ? null : endingAt + 1, instant(row.appearing)];
  const ahead = instants.filter((at): at is number => at !== null);
  return ahead.length ? Math.min(...ahead) : null;
}
