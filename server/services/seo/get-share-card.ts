import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import type { Executor } from '../../db/client';
import { magazinePosts, magazinePostTranslations, spots, spotTranslations } from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';

/**
 * What a generated share image (/og/...) prints, in one small query: the title in the
 * asked language when a translation exists (and which language it is in, for the font),
 * the period and area of a pop-up, the date of a post. Null for anything not public, so
 * the image route answers 404 exactly where the page would.
 */
export type SpotShareCard = {
  kind: 'popup' | 'pass';
  title: string;
  titleLang: Locale;
  openDate: string;
  closeDate: string | null;
  area: string | null;
};
export type MagazineShareCard = { kind: 'magazine'; title: string; titleLang: Locale; date: string | null };
export type ShareCard = SpotShareCard | MagazineShareCard;

export async function getSpotShareCard(
  db: Executor,
  kind: 'popup' | 'pass',
  id: number,
  lang: Locale,
): Promise<SpotShareCard | null> {
  const locale = translationLocaleOf(lang);
  const [row] = await db
    .select({
      title: spots.title,
      translatedTitle: locale ? spotTranslations.title : sql<string | null>`NULL`,
      openDate: spots.openDate,
      closeDate: spots.closeDate,
      region1: spots.region1DepthName,
      region2: spots.region2DepthName,
    })
    .from(spots)
    .leftJoin(
      spotTranslations,
      locale ? and(eq(spotTranslations.spotId, spots.id), eq(spotTranslations.locale, locale)) : sql`false`,
    )
    .where(
      and(
        eq(spots.id, id),
        isPublicSpot(),
        // The pass image is for pass pop-ups only; /og/popup serves any public spot, so an
        // old link to a pass pop-up's /popup page still previews.
        kind === 'pass' ? eq(spots.type, 'PARTNER') : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  const area = [row.region1, row.region2].filter(Boolean).join(' ') || null;
  return {
    kind,
    title: row.translatedTitle ?? row.title,
    titleLang: row.translatedTitle ? lang : 'ko',
    openDate: row.openDate,
    closeDate: row.closeDate,
    area,
  };
}

export async function getMagazineShareCard(db: Executor, id: number, lang: Locale): Promise<MagazineShareCard | null> {
  const locale = translationLocaleOf(lang);
  const [row] = await db
    .select({
      title: magazinePosts.title,
      translatedTitle: locale ? magazinePostTranslations.title : sql<string | null>`NULL`,
      displayedDate: magazinePosts.displayedDate,
      publishedAt: magazinePosts.publishedAt,
    })
    .from(magazinePosts)
    .leftJoin(
      magazinePostTranslations,
      locale
        ? and(eq(magazinePostTranslations.postId, magazinePosts.id), eq(magazinePostTranslations.locale, locale))
        : sql`false`,
    )
    .where(
      and(
        eq(magazinePosts.id, id),
        eq(magazinePosts.status, 'PUBLISHED'),
        sql`${magazinePosts.publishedAt} IS NOT NULL AND ${magazinePosts.publishedAt} <= now()`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    kind: 'magazine',
    title: row.translatedTitle ?? row.title,
    titleLang: row.translatedTitle ? lang : 'ko',
    // The editor's printed date when set, else the day it went out.
    date: row.displayedDate ?? row.publishedAt?.toISOString() ?? null,
  };
}
