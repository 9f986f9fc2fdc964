import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { SpotSearchItem } from '@/api/contracts/search';
import type { CategoryFilter } from '@/lib/constants';
import { periodType } from '@/lib/period-type';
import type { Executor } from '../../db/client';
import { spots } from '../../db/schema';
import { haversineMetres, type GeoPoint } from '../../db/sql/geo';
import { preReservationOpen } from '../../db/sql/search-spots';
import { publicFileUrl } from '../../storage/file-storage';
import { spotQueueSummaries } from '../queues/spot-queue-summaries';
import { regionLabelsFor } from '../regions/region-labels';
import { operationTimeIn } from '../spots/spot-text-translations';
import { searchItemExtras } from './search-item-extras';

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
 * Rows of a page (or of a map viewport) as search items: one statement for everything a card
 * shows besides its row (searchItemExtras), then the recent calls of the open lines for their
 * estimated waits (none while kept) and, for other languages, the region names: at most three
 * queries whatever the page size (no N+1).
 */
export async function toSearchItems(
  db: Executor,
  rows: SearchItemRow[],
  options: { lang: Locale; viewerId: number | null },
): Promise<SpotSearchItem[]> {
  if (rows.length === 0) return [];
  const [extras, regions] = await Promise.all([
    searchItemExtras(
      db,
      rows.map((r) => r.id),
      options,
    ),
    regionLabelsFor(db, rows, options.lang),
  ]);
  const openLines = rows.flatMap((r) => {
    const line = r.queueCount > 0 ? extras.get(r.id)?.line : null;
    return line ? [{ ...line, spotId: r.id }] : [];
  });
  const queues = await spotQueueSummaries(db, openLines);

  return rows.map((s, i) => {
    const filterCategories: CategoryFilter[] = [];
    if (s.hasPreReservation) filterCategories.push('PRE_RESERVATION');
    if (s.reviewCount > 0) filterCategories.push('REVIEW');
    if (s.benefitCount > 0) filterCategories.push('BENEFIT');
    if (s.queueCount > 0) filterCategories.push('WAITING');
    const extra = extras.get(s.id);
    const translated = extra?.translation?.title;
    const hours = operationTimeIn(s.operationTime, extra?.translation?.operationTime, options.lang);
    // The first benefit line, in the reader's language when translated (only where one counts).
    const first = s.benefitCount > 0 ? extra?.benefit : null;
    const benefit = !first
      ? null
      : first.translated
        ? { line: `${first.translated.key}: ${first.translated.value.trim()}`, locale: options.lang }
        : { line: `${first.key}: ${first.value?.trim()}`, locale: 'ko' as const };
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
      file: extra?.hero ? { id: extra.hero.id, path: publicFileUrl(extra.hero.path) } : null,
      categories: (extra?.categories ?? []).map((name) => ({ name })),
      filterCategories,
      pickId: options.viewerId ? (extra?.pickId ?? null) : null,
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
