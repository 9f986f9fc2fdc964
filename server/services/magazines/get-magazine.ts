import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { MagazineDetail } from '@/api/contracts/magazines';
import type { Locale } from '@/lib/locales';
import { getDb, type Executor } from '../../db/client';
import { magazinePosts } from '../../db/schema';
import {
  categoriesByPost,
  isPublicMagazine,
  magazineSortDay,
  toMagazineListItem,
  translationsByPost,
} from './magazine-parts';
import { magazineOptionsOf } from './magazine-options';

type Input = { postId: number; lang: Locale };

/**
 * GET /v1/magazines/{id}: a public post with its body blocks in order, translated block by
 * block where a translation exists. Unknown, DRAFT, HIDDEN and scheduled posts are all 404:
 * the reader cannot tell an unpublished post from one that never existed.
 */
export async function getMagazine(input: Input): Promise<MagazineDetail> {
  const db = await getDb();
  const now = new Date();
  const [post] = await db
    .select({
      id: magazinePosts.id,
      title: magazinePosts.title,
      subTitle: magazinePosts.subTitle,
      displayedDate: magazinePosts.displayedDate,
      filePath: magazinePosts.filePath,
      publishedAt: magazinePosts.publishedAt,
      updatedAt: magazinePosts.updatedAt,
      sortDay: magazineSortDay,
    })
    .from(magazinePosts)
    .where(and(eq(magazinePosts.id, input.postId), isPublicMagazine(now)))
    .limit(1);
  if (!post || !post.publishedAt) throw apiError('NOT_FOUND');

  const [previous, next] = await Promise.all([
    neighbour(db, post as NeighbourKey, 'older', now),
    neighbour(db, post as NeighbourKey, 'newer', now),
  ]);
  const ids = [post.id, previous?.id, next?.id].filter((id): id is number => id !== undefined);
  const [translations, categories, options] = await Promise.all([
    translationsByPost(db, ids, input.lang),
    categoriesByPost(db, [post.id], input.lang),
    magazineOptionsOf(db, post.id, input.lang, now),
  ]);
  const translation = translations.get(post.id);
  // A post counts as modified when its row or the reader's translation changed, and never
  // before it was published (a post written ahead and published later).
  const modified = Math.max(
    post.updatedAt.getTime(),
    post.publishedAt.getTime(),
    translation?.updatedAt.getTime() ?? 0,
  );
  const titleOf = (n: { id: number; title: string } | null) =>
    n ? { id: n.id, title: translations.get(n.id)?.title ?? n.title } : null;

  return {
    ...toMagazineListItem(post, translation, categories.get(post.id) ?? [], input.lang),
    options,
    publishedAt: post.publishedAt.toISOString(),
    updatedAt: new Date(modified).toISOString(),
    previous: titleOf(previous),
    next: titleOf(next),
  };
}

type NeighbourKey = { id: number; sortDay: string; publishedAt: Date };

/** The public post just before ('older') or after ('newer') this one in the list's order. */
async function neighbour(db: Executor, post: NeighbourKey, direction: 'older' | 'newer', now: Date) {
  const key = sql`(${magazineSortDay}, ${magazinePosts.publishedAt}, ${magazinePosts.id})`;
  const at = sql`(${post.sortDay}::date, ${post.publishedAt.toISOString()}::timestamptz, ${post.id}::int)`;
  const order = direction === 'older' ? 'DESC' : 'ASC';
  const [row] = await db
    .select({ id: magazinePosts.id, title: magazinePosts.title })
    .from(magazinePosts)
    .where(and(isPublicMagazine(now), direction === 'older' ? sql`${key} < ${at}` : sql`${key} > ${at}`))
    .orderBy(
      sql`${magazineSortDay} ${sql.raw(order)}`,
      sql`${magazinePosts.publishedAt} ${sql.raw(order)}`,
      sql`${magazinePosts.id} ${sql.raw(order)}`,
    )
    .limit(1);
  return row ?? null;
}
