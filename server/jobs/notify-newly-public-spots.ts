import 'server-only';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { getDb } from '../db/client';
import { jobWatermarks, spots } from '../db/schema';
import { notifyKeywordMatches, type KeywordMatch } from '../services/keywords/notify-keyword-matches';
import { pushKeywordMatches } from '../services/keywords/push-keyword-matches';
import { markSearchTermsDirty } from '../services/search/refresh-search-terms';

const JOB = 'keyword-matches-by-activation';
/** The first run looks this far back (a fresh database, or one from before this job). */
const FIRST_RUN_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/**
 * Pop-ups scheduled to go public later (activated_at in the future) become visible without
 * anyone saving them, so the publish hook in updateSpot never sees that moment. This job
 * finds those whose activated_at fell in (watermark, now] and runs the keyword matching for
 * each. The watermark row is locked FOR UPDATE SKIP LOCKED, so one process does a stretch
 * while another skips it, and moves only when the stretch is done; a crash repeats the stretch,
 * which is harmless since a keyword notification is unique per user and pop-up.
 * Answers the pop-ups it looked at (null when another process holds the job).
 */
export async function notifyNewlyPublicSpots(options: { now?: Date } = {}): Promise<number[] | null> {
  const db = await getDb();
  const now = options.now ?? new Date();
  await db
    .insert(jobWatermarks)
    .values({ name: JOB, watermark: new Date(now.getTime() - FIRST_RUN_LOOKBACK_MS) })
    .onConflictDoNothing();
  const result = await db.transaction(async (tx) => {
    const [state] = await tx
      .select()
      .from(jobWatermarks)
      .where(eq(jobWatermarks.name, JOB))
      .for('update', { skipLocked: true });
    if (!state) return null;
    if (state.watermark >= now) return { spots: [], written: [] };
    const due = await tx
      .select({ id: spots.id })
      .from(spots)
      .where(and(isNull(spots.deletedAt), gt(spots.activatedAt, state.watermark), lte(spots.activatedAt, now)))
      .orderBy(spots.activatedAt);
    const written: KeywordMatch[] = [];
    for (const spot of due) written.push(...(await notifyKeywordMatches({ spotId: spot.id, now, executor: tx })));
    await tx.update(jobWatermarks).set({ watermark: now }).where(eq(jobWatermarks.name, JOB));
    return { spots: due.map((s) => s.id), written };
  });
  if (!result) return null;
  // Pop-ups that just went public may bring new brands, tags and regions to suggest.
  if (result.spots.length > 0) await markSearchTermsDirty(db);
  // Pushes after the commit: a repeated stretch writes nothing new, so nothing is pushed twice.
  await pushKeywordMatches(result.written);
  return result.spots;
}
