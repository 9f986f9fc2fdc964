import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { searchKeywordLogs } from '../../db/schema';

/** A visitor repeating a search within this window (paging back, refreshing) is not logged again. */
const REPEAT_WINDOW = sql`interval '10 minutes'`;

/**
 * Records a search for the keyword ranking (GET /v1/rank/search-keywords). The route calls
 * it for page 0 only, so scrolling through results counts once. A visitor is the session
 * (X-Session-Id) or, without one, the signed-in user; a search with neither cannot be told
 * apart from any other and is not logged, since the ranking counts visitors, not requests.
 * The keyword arrives normalised (trimmed, inner spaces collapsed). When the results came
 * only through a typo correction ('팝업스토아' found nothing, '팝업스토어' did), the corrected
 * keyword is what is logged, so typos never reach the ranking.
 */
export async function logSearchKeyword(input: {
  keyword: string;
  /** The search answer's correctedKeyword, when it has one. */
  correctedKeyword?: string | null;
  sessionId: string | null;
  userId: number | null;
}): Promise<void> {
  if (!input.sessionId && !input.userId) return;
  const db = await getDb();
  const keyword = input.correctedKeyword ?? input.keyword;
  const sameVisitor = input.sessionId
    ? sql`${searchKeywordLogs.sessionId} = ${input.sessionId}`
    : sql`${searchKeywordLogs.userId} = ${input.userId}`;
  // One statement: the check and the insert cannot be split by another request of the
  // same visitor on this connection; two truly simultaneous ones may both log, which the
  // ranking (distinct visitors) absorbs anyway.
  await db.execute(sql`
    INSERT INTO ${searchKeywordLogs} (keyword, session_id, user_id)
    SELECT ${keyword}, ${input.sessionId}, ${input.userId}::integer
    WHERE NOT EXISTS (
      SELECT 1 FROM ${searchKeywordLogs}
       WHERE ${searchKeywordLogs.createdAt} > now() - ${REPEAT_WINDOW}
         AND ${searchKeywordLogs.keyword} = ${keyword}
         AND ${sameVisitor}
    )`);
}
