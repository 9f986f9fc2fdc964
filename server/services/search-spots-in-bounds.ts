import 'server-only';
import { and, sql } from 'drizzle-orm';
import { MAP_MARKER_LIMIT, type SpotMapParams, type SpotMapResult } from '@/api/contracts/search';
import { getDb, type Database } from '../db/client';
import { spots } from '../db/schema';
import { byPopularity, spotSearchConditions } from '../db/sql/search-spots';
import type { Lang } from './content-locale';
import { searchFiltersOf } from './search-filters';
import { searchItemColumns, toSearchItems } from './search-spot-items';

type Input = Omit<SpotMapParams, 'lang'> & { lang: Lang; viewerId: number | null };

/** The viewport statement (exported for the benchmark's EXPLAIN). */
export function searchSpotsInBoundsQuery(db: Database, input: Omit<Input, 'viewerId' | 'lang'>) {
  const inBounds = sql`point(${spots.longitude}, ${spots.latitude}) <@ box(point(${input.swLng}::float8, ${input.swLat}::float8), point(${input.neLng}::float8, ${input.neLat}::float8))`;
  return db
    .select(searchItemColumns())
    .from(spots)
    .where(and(spotSearchConditions(searchFiltersOf(input)), inBounds))
    .orderBy(...byPopularity)
    .limit(MAP_MARKER_LIMIT + 1);
}

/**
 * GET /v1/spots/map: the public pop-ups inside the viewport with the list's filters, at most
 * MAP_MARKER_LIMIT of them, most popular first. One row more than the limit is read to
 * tell whether the answer is `truncated`, which is cheaper than counting every match.
 *
 * `point(longitude, latitude) <@ box(...)` is the expression of the spots_location_gist_idx
 * GiST index, so the viewport narrows the rows before any filter runs.
 */
export async function searchSpotsInBounds(input: Input): Promise<SpotMapResult> {
  const db = await getDb();
  const rows = await searchSpotsInBoundsQuery(db, input);
  const truncated = rows.length > MAP_MARKER_LIMIT;
  return {
    content: await toSearchItems(db, rows.slice(0, MAP_MARKER_LIMIT), { lang: input.lang, viewerId: input.viewerId }),
    truncated,
  };
}
