import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import { anyId } from '../../db/sql/any-id';
import type { SpotSearchItem } from '@/api/contracts/search';
import type { CategoryFilter } from '@/lib/constants';
import { periodType } from '@/lib/period-type';
import type { Executor } from '../../db/client';
import { picks, spotBenefits, spotFiles, spots, spotTranslations } from '../../db/schema';
import { haversineMetres, type GeoPoint } from '../../db/sql/geo';
import { preReservationOpen } from '../../db/sql/search-spots';
import { publicFileUrl } from '../../storage/file-storage';
import { categoriesBySpot } from '../spots/spot-categories';
import { spotQueueSummaries } from '../queues/spot-queue-summaries';
import { regionLabelsFor } from '../regions/region-labels';
import { benefitTranslationsIn, operationTimeIn } from '../spots/spot-text-translations';

/**
 * The columns a search item needs: narrow on purpose (no content or notice text), and the
 * feature flags read from the trigger-maintained counters, so a page costs one scan.
 */
export function searchItemColumns(position?: GeoPoint) {
  return {
    id: spots.id,
    type: spots.type,
    title: spots.title,
    openDate: spots.openDate,
    closeDate: spots.closeDate,
    operationTime: spots.operationTime,
    latitude: spots.latitude,
    longitude: spots.longitude,
    regionCode: spots.regionCode,
    region1DepthName: spots.region1DepthName,
    region2DepthName: spots.region2DepthName,
    reviewCount: spots.reviewCount,
    benefitCount: spots.benefitCount,
    queueCount: spots.queueCount,
    hasPreReservation: preReservationOpen(),
    distance: position ? haversineMetres(spots, position) : sql<number | null>`NULL::double precision`,
  };
}

export interface SearchItemRow {
  id: number;
  type: SpotSearchItem['type'];
  title: string;
  openDate: string;
  closeDate: string | null;
  operationTime: string[];
  latitude: number;
  longitude: number;
  regionCode: string | null;
  region1DepthName: string | null;
  region2DepthName: string | null;
  reviewCount: number;
  benefitCount: number;
  queueCount: number;
  hasPreReservation: boolean;
  distance: number | null;
}

/**
 * Rows of a page (or of a map viewport) as search items: one query each for hero images,
 * categories, translated titles and hours, first benefits (then their translations) and the
 * caller's picks of just those ids, and two for the open waiting lines with their estimated
 * waits, whatever the page size (no N+1).
 */
export async function toSearchItems(
  db: Executor,
  rows: SearchItemRow[],
  options: { lang: Locale; viewerId: number | null },
): Promise<SpotSearchItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const withBenefits = rows.filter((r) => r.benefitCount > 0).map((r) => r.id);
  const withQueues = rows.filter((r) => r.queueCount > 0).map((r) => r.id);
  const locale = translationLocaleOf(options.lang);
  const [heroes, cats, translations, benefits, myPicks, queues, regions] = await Promise.all([
    db
      .selectDistinctOn([spotFiles.spotId], { spotId: spotFiles.spotId, id: spotFiles.id, path: spotFiles.path })
      .from(spotFiles)
      .where(and(anyId(spotFiles.spotId, ids), eq(spotFiles.kind, 'HERO')))
      .orderBy(spotFiles.spotId, asc(spotFiles.sortOrder), asc(spotFiles.id)),
    categoriesBySpot(db, ids, options.lang),
    locale
      ? db
          .select({
            spotId: spotTranslations.spotId,
            title: spotTranslations.title,
            operationTime: spotTranslations.operationTime,
          })
          .from(spotTranslations)
          .where(and(anyId(spotTranslations.spotId, ids), eq(spotTranslations.locale, locale)))
      : Promise.resolve([]),
    withBenefits.length
      ? db
          .selectDistinctOn([spotBenefits.spotId], {
            id: spotBenefits.id,
            spotId: spotBenefits.spotId,
            key: spotBenefits.key,
            value: spotBenefits.value,
          })
          .from(spotBenefits)
          // Blank values are not benefits (the same rule as benefit_count and the detail API).
          .where(and(anyId(spotBenefits.spotId, withBenefits), sql`${spotBenefits.value} ~ '\\S'`))
          .orderBy(spotBenefits.spotId, asc(spotBenefits.sortOrder), asc(spotBenefits.id))
          .then(async (firsts) => {
            const translated = await benefitTranslationsIn(
              db,
              firsts.map((b) => b.id),
              options.lang,
            );
            return firsts.map((b) => {
              const t = translated.get(b.id);
              return t
                ? { spotId: b.spotId, line: `${t.key}: ${t.value.trim()}`, locale: options.lang }
                : { spotId: b.spotId, line: `${b.key}: ${b.value?.trim()}`, locale: 'ko' as const };
            });
          })
      : Promise.resolve([]),
    options.viewerId
      ? db
          .select({ id: picks.id, spotId: picks.referenceId })
          .from(picks)
          .where(and(eq(picks.userId, options.viewerId), eq(picks.type, 'POPUP'), anyId(picks.referenceId, ids)))
      : Promise.resolve([]),
    spotQueueSummaries(db, withQueues),
    regionLabelsFor(db, rows, options.lang),
  ]);

  const heroBySpot = new Map(heroes.map((h) => [h.spotId, { id: h.id, path: publicFileUrl(h.path) }]));
  const translationBySpot = new Map(translations.map((t) => [t.spotId, t]));
  const benefitBySpot = new Map(benefits.map((b) => [b.spotId, b]));
  const pickBySpot = new Map(myPicks.map((p) => [p.spotId, p.id]));

  return rows.map((s, i) => {
    const filterCategories: CategoryFilter[] = [];
    if (s.hasPreReservation) filterCategories.push('PRE_RESERVATION');
    if (s.reviewCount > 0) filterCategories.push('REVIEW');
    if (s.benefitCount > 0) filterCategories.push('BENEFIT');
    if (s.queueCount > 0) filterCategories.push('WAITING');
    const translation = translationBySpot.get(s.id);
    const translated = translation?.title;
    const hours = operationTimeIn(s.operationTime, translation?.operationTime, options.lang);
    const benefit = benefitBySpot.get(s.id);
    return {
      id: s.id,
      type: s.type,
      title: translated ?? s.title,
      periodType: periodType(s.openDate, s.closeDate),
      area: {
        latitude: s.latitude,
        longitude: s.longitude,
        region2Depth: regions[i].depth2.name,
        region2DepthLocale: regions[i].depth2.locale,
      },
      openDate: s.openDate,
      closeDate: s.closeDate,
      operationTime: hours.lines,
      operationTimeLocale: hours.locale,
      file: heroBySpot.get(s.id) ?? null,
      categories: cats.get(s.id) ?? [],
      filterCategories,
      pickId: pickBySpot.get(s.id) ?? null,
      distance: s.distance === null ? null : Math.round(Number(s.distance)),
      benefit: benefit?.line ?? null,
      benefitLocale: benefit?.locale ?? null,
      hasBenefit: s.benefitCount > 0,
      hasQueueConfig: s.queueCount > 0,
      queue: queues.get(s.id) ?? null,
      hasPreReservation: Boolean(s.hasPreReservation),
      reviewCount: s.reviewCount,
      contentLocale: translated ? options.lang : 'ko',
    };
  });
}
