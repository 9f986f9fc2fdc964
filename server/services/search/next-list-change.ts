import 'server-only';
import { and, gt, gte, isNull, min } from 'drizzle-orm';
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
  const [[ending], [appearing]] = await Promise.all([
    db
      .select({ at: min(spots.preReservationEndedAt) })
      .from(spots)
      .where(and(isNull(spots.deletedAt), gte(spots.preReservationEndedAt, now))),
    db
      .select({ at: min(spots.activatedAt) })
      .from(spots)
      .where(and(isNull(spots.deletedAt), gt(spots.activatedAt, now))),
  ]);
  const instants = [ending?.at ? ending.at.getTime() + 1 : null, appearing?.at?.getTime() ?? null];
  const ahead = instants.filter((at): at is number => at !== null);
  return ahead.length ? Math.min(...ahead) : null;
}
