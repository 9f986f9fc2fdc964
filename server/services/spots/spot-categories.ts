import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import { anyId } from '../../db/sql/any-id';
import type { Executor } from '../../db/client';
import { categories, categoryTranslations, spotCategories } from '../../db/schema';

/**
 * Category names of the given spots in the reader's language (Korean when no translation),
 * in display order, grouped by spot. One query for any number of spots.
 */
export async function categoriesBySpot(
  db: Executor,
  spotIds: number[],
  lang: Locale,
): Promise<Map<number, { name: string }[]>> {
  const out = new Map<number, { name: string }[]>();
  if (spotIds.length === 0) return out;
  const locale = translationLocaleOf(lang);
  const rows = await db
    .select({ spotId: spotCategories.spotId, name: categories.name, translated: categoryTranslations.name })
    .from(spotCategories)
    .innerJoin(categories, eq(categories.id, spotCategories.categoryId))
    .leftJoin(
      categoryTranslations,
      locale
        ? and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale))
        : sql`false`,
    )
    .where(anyId(spotCategories.spotId, spotIds))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  for (const row of rows) {
    const list = out.get(row.spotId) ?? [];
    list.push({ name: row.translated ?? row.name });
    out.set(row.spotId, list);
  }
  return out;
}
