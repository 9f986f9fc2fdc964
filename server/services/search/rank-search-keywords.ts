import 'server-only';
import { sql } from 'drizzle-orm';
import type { SearchKeywordRank } from '@/api/contracts/search';
import { getDb, type Database } from '../../db/client';
import { searchKeywordLogs } from '../../db/schema';

const RANK_SIZE = 10;
const WINDOW = sql`interval '7 days'`;
/** The ranking moves slowly; every home page asks for it, so it is computed once a minute. */
const RANK_CACHE_MS = 60_000;

// Per database, so tests (a database per file) never see another file's ranking.
const cache = new WeakMap<Database, { at: number; value: SearchKeywordRank }>();

/** Forgets the cached ranking (tests that log searches and then read the ranking). */
export function clearSearchKeywordRankCache(db: Database): void {
  cache.delete(db);
}

/**
 * GET /v1/rank/search-keywords: the 10 most searched keywords of the last 7 days. A keyword
 * scores one point per distinct visitor (the signed-in user, else the session), so one
 * visitor searching the same word all week cannot push it up; ties go to the word searched
 * most recently. Served from a 60-second in-process cache (see docs/decisions/014-search.md).
 */
export async function rankSearchKeywords(): Promise<SearchKeywordRank> {
  const db = await getDb();
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < RANK_CACHE_MS) return hit.value;

  const visitor = sql`coalesce('u' || ${searchKeywordLogs.userId}::text, 's' || ${searchKeywordLogs.sessionId})`;
  const rows = await db
    .select({
      keyword: searchKeywordLogs.keyword,
      visitors: sql<number>`count(DISTINCT ${visitor})`.mapWith(Number),
      lastAt: sql<Date>`max(${searchKeywordLogs.createdAt})`,
    })
    .from(searchKeywordLogs)
    .where(sql`${searchKeywordLogs.createdAt} >= now() - ${WINDOW}`)
    .groupBy(searchKeywordLogs.keyword)
    .having(sql`count(DISTINCT ${visitor}) > 0`)
    .orderBy(sql`2 DESC`, sql`3 DESC`, searchKeywordLogs.keyword)
    .limit(RANK_SIZE);

  const value: SearchKeywordRank = {
    rankedAt: new Date().toISOString(),
    keywords: rows.map((r, i) => ({ rank: i + 1, keyword: r.keyword })),
  };
  cache.set(db, { at: Date.now(), value });
  return value;
}
