import 'server-only';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { RecommendationItem, recommendationTypes } from '@/api/contracts/spots';
import { periodType } from '@/lib/period-type';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { spotCategories, spots } from '../../db/schema';
import { haversineMetres, withinBoundingBox } from '../../db/sql/geo';
import { seoulToday } from '../../db/sql/period-type';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { findPublicSpotOrThrow } from './find-public-spot';
import { heroFilesBySpot, translatedTitlesBySpot } from './spot-summaries';
import { regionLabelsFor } from '../regions/region-labels';

/** "Nearby" means walking or one subway stop away: 5 km around the current pop-up. */
const NEARBY_RADIUS_METRES = 5_000;

type Input = {
  recommendationType: (typeof recommendationTypes)[number];
  excludedSpotId: number;
  size: number;
  lang: Locale;
};

/**
 * The two lists under a pop-up's detail. Both hold only public pop-ups that have not ended
 * (READY or IN_PROGRESS: a recommendation you can no longer visit is useless), never the
 * current one, with the distance in metres from it.
 *
 * - NEARBY: within NEARBY_RADIUS_METRES, nearest first. A bounding box on latitude and
 *   longitude (spots_lat_lng_idx) narrows the rows before the haversine is computed.
 * - SIMILAR: pop-ups sharing the most categories first, then the same type, then the
 *   nearest. Pop-ups of the same type that share no category fill the list after the ones
 *   that do, so a pop-up with a rare (or no) category still gets suggestions. No radius:
 *   similarity matters more than distance here, and distance only breaks ties.
 *
 * The current pop-up must itself be public (404 unknown, 400 UNAVAILABLE deleted), like
 * the detail page that asks for these lists.
 */
export async function listSpotRecommendations(input: Input): Promise<RecommendationItem[]> {
  const db = await getDb();
  const origin = await findPublicSpotOrThrow(db, input.excludedSpotId);
  const distance = haversineMetres(spots, origin);
  const visitable = and(
    isPublicSpot(),
    // Not ENDED, written out because close_date NULL ('to be announced') means still running.
    sql`(${spots.closeDate} IS NULL OR ${spots.closeDate} >= ${seoulToday()})`,
    ne(spots.id, origin.id),
  );
  const columns = {
    id: spots.id,
    type: spots.type,
    title: spots.title,
    latitude: spots.latitude,
    longitude: spots.longitude,
    regionCode: spots.regionCode,
    region1DepthName: spots.region1DepthName,
    region2DepthName: spots.region2DepthName,
    openDate: spots.openDate,
    closeDate: spots.closeDate,
    distance,
  };

  async function similarQuery() {
    const originCategories = db
      .select({ categoryId: spotCategories.categoryId })
      .from(spotCategories)
      .where(eq(spotCategories.spotId, origin.id));
    const shared = db
      .select({ spotId: spotCategories.spotId, n: count().as('shared_count') })
      .from(spotCategories)
      .where(inArray(spotCategories.categoryId, originCategories))
      .groupBy(spotCategories.spotId)
      .as('shared');
    const sameType = sql`(${spots.type} = ${origin.type})`;
    return db
      .select(columns)
      .from(spots)
      .leftJoin(shared, eq(shared.spotId, spots.id))
      .where(and(visitable, or(isNotNull(shared.spotId), sameType)))
      .orderBy(desc(sql`coalesce(${shared.n}, 0)`), desc(sameType), asc(distance), asc(spots.id))
      .limit(input.size);
  }

  const rows =
    input.recommendationType === 'NEARBY'
      ? await db
          .select(columns)
          .from(spots)
          .where(
            and(
              visitable,
              withinBoundingBox(spots, origin, NEARBY_RADIUS_METRES),
              sql`${distance} <= ${NEARBY_RADIUS_METRES}`,
            ),
          )
          .orderBy(asc(distance), asc(spots.id))
          .limit(input.size)
      : await similarQuery();

  const ids = rows.map((r) => r.id);
  const [heroes, titles, regions] = await Promise.all([
    heroFilesBySpot(db, ids),
    translatedTitlesBySpot(db, ids, input.lang),
    regionLabelsFor(db, rows, input.lang),
  ]);
  return rows.map((s, i) => ({
    id: s.id,
    // The type tells the card its canonical page (a pass pop-up lives under /pass/popups).
    type: s.type,
    title: titles.get(s.id) ?? s.title,
    contentLocale: titles.has(s.id) ? input.lang : 'ko',
    area: {
      latitude: s.latitude,
      longitude: s.longitude,
      region2Depth: regions[i].depth2.name,
      region2DepthLocale: regions[i].depth2.locale,
    },
    periodType: periodType(s.openDate, s.closeDate),
    openDate: s.openDate,
    closeDate: s.closeDate,
    file: heroes.has(s.id) ? { path: heroes.get(s.id)!.path } : null,
    distance: Math.round(s.distance),
  }));
}
