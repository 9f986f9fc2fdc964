import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { spots, spotViewLogs } from '../../db/schema';
import { findPublicSpotOrThrow } from './find-public-spot';

/**
 * How long a repeat view by the same viewer counts as the same visit. A reload, a language
 * switch or going back and forth between tabs of the page is one view; coming back after
 * half an hour is a new one (the usual "session" length of web analytics).
 */
const VIEW_DEDUPE_WINDOW_MINUTES = 30;

/**
 * Records a detail page view (POST /v1/logs/spots/{id}): a spot_view_logs row and
 * spots.view_count + 1, in one statement, so the counter and the rows never disagree.
 *
 * Dedupe: a viewer is the signed-in user or the browser's session id (X-Session-Id), and
 * a view by the same viewer of the same spot within VIEW_DEDUPE_WINDOW_MINUTES is not
 * counted again. A signed-in view also matches the session's earlier anonymous rows (same
 * browser, the person just signed in), and the user's rows from other browsers.
 * Two page loads firing at once (double effect, two tabs) must not both pass the "seen
 * recently?" check, so the check and the insert run under a transaction-scoped advisory
 * lock on (spot, viewer): concurrent views of the same viewer queue on it, views of anyone
 * else don't wait. Under READ COMMITTED the statement after the lock sees the winner's row.
 *
 * A caller with neither a token nor a session id cannot be deduplicated (every browser
 * sends one; the client creates it before the first call), so such a view is not counted.
 * The call answers null either way: logging is fire-and-forget for the page.
 */
export async function logSpotView(input: {
  spotId: number;
  userId: number | null;
  sessionId: string | null;
}): Promise<void> {
  const db = await getDb();
  await findPublicSpotOrThrow(db, input.spotId);
  const { userId, sessionId } = input;
  if (userId === null && sessionId === null) return;

  const sameViewer =
    userId !== null && sessionId !== null
      ? sql`(${spotViewLogs.userId} = ${userId} OR ${spotViewLogs.sessionId} = ${sessionId})`
      : userId !== null
        ? sql`${spotViewLogs.userId} = ${userId}`
        : sql`${spotViewLogs.sessionId} = ${sessionId}`;
  const lockKey = `spot-view:${input.spotId}:${userId !== null ? `u${userId}` : `s${sessionId}`}`;

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    await tx.execute(sql`
      WITH fresh AS (
        SELECT 1 WHERE NOT EXISTS (
          SELECT 1 FROM ${spotViewLogs}
          WHERE ${spotViewLogs.spotId} = ${input.spotId}
            AND ${spotViewLogs.createdAt} > now() - make_interval(mins => ${VIEW_DEDUPE_WINDOW_MINUTES})
            AND ${sameViewer}
        )
      ), logged AS (
        INSERT INTO ${spotViewLogs} (spot_id, user_id, session_id)
        SELECT ${input.spotId}::integer, ${userId}::integer, ${sessionId}::text FROM fresh
        RETURNING spot_id
      )
      UPDATE ${spots} SET view_count = view_count + 1
      WHERE ${spots.id} IN (SELECT spot_id FROM logged)`);
  });
}
