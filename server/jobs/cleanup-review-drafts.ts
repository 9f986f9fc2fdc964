import 'server-only';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { getDb } from '../db/client';
import { reviewFiles, reviews } from '../db/schema';
import { logger } from '../logger';
import { removeStoredFiles } from '../storage/review-images';

/** A draft untouched (no upload, no edit) for this long is abandoned. */
const REVIEW_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How often one process starts the cleanup at most (see cleanupReviewDraftsSoon). */
const REVIEW_DRAFT_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes TEMPORARY reviews whose updated_at is older than `maxAgeMs` (an upload bumps it),
 * with their image files. Batches of 200; the rows are locked FOR UPDATE SKIP LOCKED, so a
 * draft being uploaded to or registered right now is left alone, and two instances running
 * the job at once never fight over the same rows. Registered reviews are never touched.
 * Rows go first (one transaction per batch), files after the commit.
 */
export async function cleanupReviewDrafts(
  options: { now?: Date; maxAgeMs?: number } = {},
): Promise<{ drafts: number; files: number }> {
  const db = await getDb();
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.maxAgeMs ?? REVIEW_DRAFT_MAX_AGE_MS));
  const total = { drafts: 0, files: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const stale = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.status, 'TEMPORARY'), lt(reviews.updatedAt, cutoff)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const ids = stale.map((r) => r.id);
      if (ids.length === 0) return { ids, keys: [] as string[] };
      const files = await tx
        .select({ path: reviewFiles.path })
        .from(reviewFiles)
        .where(inArray(reviewFiles.reviewId, ids));
      await tx.delete(reviews).where(and(inArray(reviews.id, ids), eq(reviews.status, 'TEMPORARY')));
      return { ids, keys: files.map((f) => f.path) };
    });
    await removeStoredFiles(batch.keys);
    total.drafts += batch.ids.length;
    total.files += batch.keys.length;
    if (batch.ids.length < BATCH) break;
  }
  if (total.drafts > 0) logger.info('abandoned review drafts removed', total);
  return total;
}

let lastStartedAt = Number.NEGATIVE_INFINITY;

/**
 * The schedule: opportunistic. Creating a draft calls this; it starts the cleanup in the
 * background at most once per hour per process (no timer to keep alive, nothing to start
 * at boot, and it runs exactly where drafts are made). A failure is logged and retried an
 * hour later. Answers the run's promise when it started one (tests await it), else null.
 */
export function cleanupReviewDraftsSoon(now = Date.now()): Promise<void> | null {
  if (now - lastStartedAt < REVIEW_DRAFT_CLEANUP_INTERVAL_MS) return null;
  lastStartedAt = now;
  return cleanupReviewDrafts().then(
    () => undefined,
    (error: unknown) => logger.error('review draft cleanup failed', { error }),
  );
}
