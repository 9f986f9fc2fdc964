import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MagazineOption } from '@/api/contracts/magazines';
import { periodType } from '@/lib/period-type';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import type { Executor } from '../../db/client';
import {
  magazinePostOptions,
  magazinePostOptionTranslations,
  spotFiles,
  spots,
  spotTranslations,
} from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { publicFileUrl } from '../../storage/file-storage';
import { regionLabelsFor } from '../regions/region-labels';

type SpotCard = NonNullable<MagazineOption['spotOption']>;

/**
 * A post's body blocks in order. Each text (paragraph, heading, quote, caption, link label)
 * is the reader's translation when the block has one, else the Korean original, and the
 * block says which. A SPOT block carries a card of the pop-up only while the pop-up is
 * public; a deleted or hidden pop-up leaves the block with spotOption null.
 */
export async function magazineOptionsOf(
  db: Executor,
  postId: number,
  lang: Locale,
  now: Date,
): Promise<MagazineOption[]> {
  const locale = translationLocaleOf(lang);
  const rows = await db
    .select({
      id: magazinePostOptions.id,
      type: magazinePostOptions.type,
      textContent: magazinePostOptions.textContent,
      imagePath: magazinePostOptions.imagePath,
      spotId: magazinePostOptions.spotId,
      linkUrl: magazinePostOptions.linkUrl,
      translated: magazinePostOptionTranslations.textContent,
    })
    .from(magazinePostOptions)
    .leftJoin(
      magazinePostOptionTranslations,
      // Korean readers join nothing: Korean is the base text, not a translation.
      locale
        ? and(
            eq(magazinePostOptionTranslations.optionId, magazinePostOptions.id),
            eq(magazinePostOptionTranslations.locale, locale),
          )
        : sql`false`,
    )
    .where(eq(magazinePostOptions.postId, postId))
    .orderBy(asc(magazinePostOptions.sortOrder), asc(magazinePostOptions.id));

  const spotIds = [...new Set(rows.flatMap((r) => (r.type === 'SPOT' && r.spotId !== null ? [r.spotId] : [])))];
  const cards = await spotCards(db, spotIds, lang, now);

  return rows.map((row) => {
    const text = row.translated ?? row.textContent;
    const base: MagazineOption = {
      id: row.id,
      type: row.type,
      textOption: null,
      imageOption: null,
      contentLocale: row.translated !== null && locale ? lang : 'ko',
      spotOption: null,
      linkOption: null,
    };
    switch (row.type) {
      case 'TEXT':
      case 'HEADING':
      case 'QUOTE':
        return { ...base, textOption: { content: text ?? '' } };
      case 'IMAGE':
        return {
          ...base,
          imageOption: row.imagePath ? { path: publicFileUrl(row.imagePath), caption: text || null } : null,
        };
      case 'SPOT':
        return { ...base, spotOption: row.spotId !== null ? (cards.get(row.spotId) ?? null) : null };
      case 'LINK':
        return { ...base, linkOption: row.linkUrl ? { url: row.linkUrl, text: text || null } : null };
      default:
        return base;
    }
  });
}

/** Small cards of the public pop-ups among the given ids (hero image, translated title). */
async function spotCards(db: Executor, ids: number[], lang: Locale, now: Date): Promise<Map<number, SpotCard>> {
  const out = new Map<number, SpotCard>();
  if (ids.length === 0) return out;
  const locale = translationLocaleOf(lang);
  const [rows, heroes, titles] = await Promise.all([
    db
      .select({
        id: spots.id,
        type: spots.type,
        title: spots.title,
        openDate: spots.openDate,
        closeDate: spots.closeDate,
        regionCode: spots.regionCode,
        region1DepthName: spots.region1DepthName,
        region2DepthName: spots.region2DepthName,
      })
      .from(spots)
      .where(and(inArray(spots.id, ids), isPublicSpot(now))),
    db
      .selectDistinctOn([spotFiles.spotId], { spotId: spotFiles.spotId, path: spotFiles.path })
      .from(spotFiles)
      .where(and(inArray(spotFiles.spotId, ids), eq(spotFiles.kind, 'HERO')))
      .orderBy(spotFiles.spotId, asc(spotFiles.sortOrder), asc(spotFiles.id)),
    locale
      ? db
          .select({ spotId: spotTranslations.spotId, title: spotTranslations.title })
          .from(spotTranslations)
          .where(and(inArray(spotTranslations.spotId, ids), eq(spotTranslations.locale, locale)))
      : Promise.resolve([]),
  ]);
  const heroBySpot = new Map(heroes.map((h) => [h.spotId, h.path]));
  const titleBySpot = new Map(titles.map((t) => [t.spotId, t.title]));
  const regions = await regionLabelsFor(db, rows, lang);
  for (const [i, spot] of rows.entries()) {
    const hero = heroBySpot.get(spot.id);
    const translated = titleBySpot.get(spot.id);
    out.set(spot.id, {
      id: spot.id,
      type: spot.type,
      title: translated ?? spot.title,
      periodType: periodType(spot.openDate, spot.closeDate, now),
      openDate: spot.openDate,
      closeDate: spot.closeDate,
      region2Depth: regions[i].depth2.name,
      region2DepthLocale: regions[i].depth2.locale,
      file: hero ? { path: publicFileUrl(hero) } : null,
      contentLocale: translated ? lang : 'ko',
    });
  }
  return out;
}
