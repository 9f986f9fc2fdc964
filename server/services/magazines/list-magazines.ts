import 'server-only';
import { count } from 'drizzle-orm';
import type { MagazineList } from '@/api/contracts/magazines';
import { getDb } from '../../db/client';
import { magazinePosts } from '../../db/schema';
import {
  categoriesByPost,
  isPublicMagazine,
  magazineNewestFirst,
  toMagazineListItem,
  translationsByPost,
} from './magazine-parts';
import type { Locale } from '@/lib/locales';
import { pageOffset, toPage } from '../shared/paging';

type Input = { page: number; size: number; lang: Locale };

/**
 * GET /v1/magazines: public posts page by page, newest first (displayed day, then publish
 * instant, then id). One query for the page and one each for translations and categories of
 * just those ids.
 */
export async function listMagazines(input: Input): Promise<MagazineList> {
  const db = await getDb();
  const now = new Date();
  const where = isPublicMagazine(now);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: magazinePosts.id,
        title: magazinePosts.title,
        subTitle: magazinePosts.subTitle,
        displayedDate: magazinePosts.displayedDate,
        filePath: magazinePosts.filePath,
      })
      .from(magazinePosts)
      .where(where)
      .orderBy(...magazineNewestFirst)
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(magazinePosts).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [translations, categories] = await Promise.all([
    translationsByPost(db, ids, input.lang),
    categoriesByPost(db, ids, input.lang),
  ]);
  return toPage(
    rows.map((post) => toMagazineListItem(post, translations.get(post.id), categories.get(post.id) ?? [], input.lang)),
    input,
    total,
  );
}
