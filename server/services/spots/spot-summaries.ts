import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import type { Executor } from '../../db/client';
import { spotFiles, spotTranslations } from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';

/**
 * Parts of a spot card fetched for a whole page of ids at once (no N+1): the first hero
 * image of each spot, and titles in the reader's language.
 */

/** The first HERO image of each spot, as a public URL. */
export async function heroFilesBySpot(
  db: Executor,
  spotIds: number[],
): Promise<Map<number, { id: number; path: string }>> {
  if (spotIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([spotFiles.spotId], { spotId: spotFiles.spotId, id: spotFiles.id, path: spotFiles.path })
    .from(spotFiles)
    .where(and(inArray(spotFiles.spotId, spotIds), eq(spotFiles.kind, 'HERO')))
    .orderBy(spotFiles.spotId, asc(spotFiles.sortOrder), asc(spotFiles.id));
  return new Map(rows.map((r) => [r.spotId, { id: r.id, path: publicFileUrl(r.path) }]));
}

/** Translated titles of the spots that have one in `lang` (Korean needs none). */
export async function translatedTitlesBySpot(
  db: Executor,
  spotIds: number[],
  lang: Locale,
): Promise<Map<number, string>> {
  const locale = translationLocaleOf(lang);
  if (!locale || spotIds.length === 0) return new Map();
  const rows = await db
    .select({ spotId: spotTranslations.spotId, title: spotTranslations.title })
    .from(spotTranslations)
    .where(and(inArray(spotTranslations.spotId, spotIds), eq(spotTranslations.locale, locale)));
  return new Map(rows.map((r) => [r.spotId, r.title]));
}
