import 'server-only';
import { and, gt, isNull, min } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { magazinePosts, notices } from '../../db/schema';

/**
 * The next scheduled publication of a magazine post or a notice (published_at ahead): the
 * instant its lists, and its own page (a 404 until then), change by themselves. Null when
 * nothing is scheduled.
 */
export async function nextPublication(kind: 'magazine' | 'notice', now: Date): Promise<number | null> {
  const db = await getDb();
  const [row] =
    kind === 'magazine'
      ? await db
          .select({ at: min(magazinePosts.publishedAt) })
          .from(magazinePosts)
          .where(gt(magazinePosts.publishedAt, now))
      : await db
          .select({ at: min(notices.publishedAt) })
          .from(notices)
          .where(and(isNull(notices.deletedAt), gt(notices.publishedAt, now)));
  return row?.at?.getTime() ?? null;
}
