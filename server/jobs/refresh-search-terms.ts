import 'server-only';
import { sql } from 'drizzle-orm';
import { invalidatePages, pageTags } from '../cache/page-cache';
import { getDb } from '../db/client';
import { jobWatermarks } from '../db/schema';
import { logger } from '../logger';
import {
  readSearchTerms,
  SEARCH_TERMS_DIRTY,
  writeSearchTerms,
  type RefreshSearchTermsResult,
} from '../services/search/refresh-search-terms';

const JOB = 'search-terms-refresh';
/** Even with no write marked, the dictionary follows the calendar (a pop-up ending, one going public). */
const REFRESH_INTERVAL = '10 minutes';

/**
 * The scheduler's call (every round, 15 s): rebuilds the search dictionary when the last
 * rebuild is ten minutes old, or when a spot write marked it dirty (markSearchTermsDirty)
 * since the last rebuild started.
 *
 * The job's job_watermarks row holds the start of the last rebuild, by the database clock. A
 * process claims a rebuild by moving it to now, in one statement on the row locked FOR UPDATE
 * SKIP LOCKED, so one process rebuilds and the others find nothing due. The read runs outside
 * any transaction (in slices, so PGlite serves other requests in between); the write is one
 * short transaction that first checks the claim is still the latest: a rebuild claimed later
 * (a write marked it dirty meanwhile) has read fresher pop-ups, and this one's result is
 * dropped. A failed rebuild gives its claim back, so the next round tries again.
 * Answers the rebuild's counts, or null when nothing was due, or another process rebuilds.
 */
export async function refreshSearchTermsWhenDue(): Promise<RefreshSearchTermsResult | null> {
  const db = await getDb();
  const started = performance.now();
  await db
    .insert(jobWatermarks)
    .values({ name: JOB, watermark: new Date(0) })
    .onConflictDoNothing();
  const claimed = await db.execute<{ claim: string }>(sql`
    UPDATE job_watermarks SET watermark = now()
     WHERE name IN (
       SELECT j.name FROM job_watermarks j
        WHERE j.name = ${JOB}
          AND (j.watermark <= now() - ${REFRESH_INTERVAL}::interval
               OR EXISTS (SELECT 1 FROM job_watermarks d
                           WHERE d.name = ${SEARCH_TERMS_DIRTY} AND d.watermark >= j.watermark))
          FOR UPDATE SKIP LOCKED)
    RETURNING watermark::text AS claim`);
  const claim = claimed.rows[0]?.claim;
  if (!claim) return null;
  try {
    const snapshot = await readSearchTerms(db);
    const counts = await db.transaction(async (tx) => {
      const mine = await tx.execute(sql`
        SELECT 1 FROM job_watermarks WHERE name = ${JOB} AND watermark = ${claim}::timestamptz FOR UPDATE`);
      return mine.rows.length ? writeSearchTerms(tx, snapshot) : null;
    });
    if (!counts) return null;
    // The suggestions answered from the front cache follow the dictionary (decision 062).
    if (counts.inserted || counts.updated || counts.deleted) await invalidatePages([pageTags.searchTerms]);
    const result = { ...counts, durationMs: Math.round(performance.now() - started) };
    if (counts.inserted || counts.updated || counts.deleted) logger.info('search terms refreshed', { ...result });
    return result;
  } catch (error) {
    await db.execute(sql`
      UPDATE job_watermarks SET watermark = 'epoch' WHERE name = ${JOB} AND watermark = ${claim}::timestamptz`);
    throw error;
  }
}
