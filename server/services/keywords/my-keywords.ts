import 'server-only';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { MyKeywords } from '@/api/contracts/keywords';
import { KEYWORD_LIMITS } from '@/lib/constants';
import { distinctKeywords } from '@/lib/keywords';
import { getDb, type Executor } from '../../db/client';
import { keywordRequests, keywords } from '../../db/schema';

async function readKeywords(db: Executor, userId: number): Promise<MyKeywords> {
  const rows = await db
    .select({ id: keywords.id, keyword: keywords.keyword })
    .from(keywords)
    .where(eq(keywords.userId, userId))
    .orderBy(asc(keywords.createdAt), asc(keywords.id));
  return { keywords: rows, limit: KEYWORD_LIMITS.maxKeywords };
}

/** GET /v1/users/keywords */
export async function listMyKeywords({ userId }: { userId: number }): Promise<MyKeywords> {
  return readKeywords(await getDb(), userId);
}

/**
 * PUT /v1/users/keywords: replaces my list with the given one in one transaction. Keywords
 * kept keep their id and age; duplicates regardless of letter case count once; more than the
 * limit is refused with the field error and nothing changes.
 */
export async function replaceMyKeywords(input: { userId: number; keywords: string[] }): Promise<MyKeywords> {
  const { userId } = input;
  const wanted = distinctKeywords(input.keywords);
  if (wanted.length > KEYWORD_LIMITS.maxKeywords) {
    throw apiError('BAD_REQUEST', { 'json.keywords': [`at most ${KEYWORD_LIMITS.maxKeywords} keywords`] });
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Same word, other case: the stored spelling gives way to the new one.
    await tx
      .delete(keywords)
      .where(and(eq(keywords.userId, userId), wanted.length ? notInArray(keywords.keyword, wanted) : undefined));
    if (wanted.length) {
      await tx
        .insert(keywords)
        .values(wanted.map((keyword) => ({ userId, keyword })))
        .onConflictDoNothing();
    }
    return readKeywords(tx, userId);
  });
}

/** POST /v1/users/keywords/request: kept for the operators, who add keywords to suggestions. */
export async function requestKeyword({ userId, keyword }: { userId: number; keyword: string }): Promise<void> {
  const db = await getDb();
  await db.insert(keywordRequests).values({ userId, keyword });
}
