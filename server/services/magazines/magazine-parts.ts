import 'server-only';
import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { MagazineListItem } from '@/api/contracts/magazines';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import type { Executor } from '../../db/client';
import { magazinePostCategories, magazinePosts, magazinePostTranslations } from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';
import { tagLabelsOf, tagNamesIn } from '../spots/spot-text-translations';

/**
 * A post is public when it is PUBLISHED and its publish instant has come. DRAFT, HIDDEN and
 * scheduled posts are all invisible (their links 404): one condition for the list, the
 * detail and the neighbours.
 */
export function isPublicMagazine(now: Date = new Date()): SQL {
  return and(
    eq(magazinePosts.status, 'PUBLISHED'),
    isNotNull(magazinePosts.publishedAt),
    lte(magazinePosts.publishedAt, now),
  ) as SQL;
}

/**
 * The day a post is filed under: the editor's displayed date, else the Korean day it was
 * published. Posts sort by it, then by the publish instant, then by id, so the order is total
 * (pages never overlap and every post has exactly one previous and one next).
 */
export const magazineSortDay = sql<string>`coalesce(${magazinePosts.displayedDate}, (${magazinePosts.publishedAt} AT TIME ZONE 'Asia/Seoul')::date)`;

export const magazineNewestFirst = [
  sql`${magazineSortDay} DESC`,
  sql`${magazinePosts.publishedAt} DESC`,
  sql`${magazinePosts.id} DESC`,
];

export type Translation = { postId: number; title: string; subTitle: string | null; updatedAt: Date };

/** The reader's translations of the given posts (none for Korean), by post id. */
export async function translationsByPost(db: Executor, postIds: number[], lang: Locale) {
  const locale = translationLocaleOf(lang);
  const out = new Map<number, Translation>();
  if (!locale || postIds.length === 0) return out;
  const rows = await db
    .select({
      postId: magazinePostTranslations.postId,
      title: magazinePostTranslations.title,
      subTitle: magazinePostTranslations.subTitle,
      updatedAt: magazinePostTranslations.updatedAt,
    })
    .from(magazinePostTranslations)
    .where(and(inArray(magazinePostTranslations.postId, postIds), eq(magazinePostTranslations.locale, locale)));
  for (const row of rows) out.set(row.postId, row);
  return out;
}

type CategoryLabel = { name: string; locale: Locale };

/**
 * Editorial category labels of the given posts, alphabetical (by the Korean label) within a
 * post, named in `lang` where the shared tag vocabulary (tag_translations) has the label,
 * else Korean with locale 'ko' (decision 057).
 */
export async function categoriesByPost(db: Executor, postIds: number[], lang: Locale) {
  const out = new Map<number, CategoryLabel[]>();
  if (postIds.length === 0) return out;
  const rows = await db
    .select({ postId: magazinePostCategories.postId, name: magazinePostCategories.name })
    .from(magazinePostCategories)
    .where(inArray(magazinePostCategories.postId, postIds))
    .orderBy(asc(magazinePostCategories.postId), asc(magazinePostCategories.name));
  const tags = rows.map((r) => r.name);
  const labels = tagLabelsOf(tags, await tagNamesIn(db, tags, lang), lang);
  for (const [i, row] of rows.entries()) {
    const list = out.get(row.postId) ?? [];
    list.push({ name: labels[i].name, locale: labels[i].locale });
    out.set(row.postId, list);
  }
  return out;
}

type PostRow = Pick<typeof magazinePosts.$inferSelect, 'id' | 'title' | 'subTitle' | 'displayedDate' | 'filePath'>;

/**
 * A post as a list card. A translated post shows its translation whole (title and subtitle
 * together, never a Korean subtitle under an English title) and says so in contentLocale.
 */
export function toMagazineListItem(
  post: PostRow,
  translation: Translation | undefined,
  categories: CategoryLabel[],
  lang: Locale,
): MagazineListItem {
  return {
    id: post.id,
    title: translation?.title ?? post.title,
    subTitle: (translation ? translation.subTitle : post.subTitle) || null,
    displayedDate: post.displayedDate,
    file: post.filePath ? { path: publicFileUrl(post.filePath) } : null,
    categories,
    contentLocale: translation ? lang : 'ko',
  };
}
