import 'server-only';
import { and, sql } from 'drizzle-orm';
import { MAP_MARKER_LIMIT, type SpotMapParams, type SpotMapResult } from '@/api/contracts/search';
import type { Locale } from '@/lib/locales';
import { getDb, type Database } from '../../db/client';
import { spots } from '../../db/schema';
import { byPopularity, spotSearchConditions } from '../../db/sql/search-spots';
import type { SpotSearchFilters } from '../../db/sql/search-spots';
import { resolveSearchKeyword } from './resolve-search-keyword';
import { searchFiltersOf } from './search-filters';
import { countSpotMatches, DENSE_KEYWORD_MATCHES } from './search-spots';
import { searchItemColumns, toSearchItems } from './search-spot-items';

type Input = Omit<SpotMapParams, 'lang'> & { lang: Locale; viewerId: number | null };

/** The viewport statement (exported for the benchmark's EXPLAIN). */
export function searchSpotsInBoundsQuery(
  db: Database,
  input: Omit<Input, 'viewerId' | 'lang'>,
  filters: SpotSearchFilters = searchFiltersOf(input),
  options: { keywordIndex?: boolean } = {},
) {
  const inBounds = sql`(${spots.latitude} BETWEEN ${input.swLat} AND ${input.neLat} AND ${spots.longitude} BETWEEN ${input.swLng} AND ${input.neLng})`;
  return db
    .select(searchItemColumns())
    .from(spots)
    .where(
      and(
        spotSearchConditions(filters, { keywordIndex: options.keywordIndex ?? true, choseongIndex: false }),
        inBounds,
      ),
    )
    .orderBy(...byPopularity)
    .limit(MAP_MARKER_LIMIT + 1);
}

/**
 * GET /v1/spots/map: the public pop-ups inside the viewport with the list's filters, at most
 * MAP_MARKER_LIMIT of them, most popular first. One row more than the limit is read to
 * tell whether the answer is `truncated`, which is cheaper than counting every match.
 *
 * The box is two ranges on the (latitude, longitude) B-tree, whose statistics give the
 * planner real row estimates: a sparse viewport goes through that index, a dense one (where
 * the 501 most popular are found after a few thousand rows) reads the popularity index in order.
 */
export async function searchSpotsInBounds(input: Input): Promise<SpotMapResult> {
  const db = await getDb();
  // The list's matching (vocabulary, split, keyboard, typo): a keyword finds the same pop-ups
  // here as on the list. Without a keyword nothing is counted.
  const filters = searchFiltersOf(input);
  const resolved = filters.keyword
    ? await resolveSearchKeyword(db, filters, (next) => countSpotMatches(db, next))
    : { filters, correction: null, total: 0 };
  // A keyword with more matches than the list reads through its index ('성수' at 100,000
  // pop-ups) leaves the grams lookup out, as the list's page does: the viewport's index or the
  // popularity order finds the markers after a few rows (a 28,000-row bitmap took seconds).
  const rows = await searchSpotsInBoundsQuery(db, input, resolved.filters, {
    keywordIndex: resolved.total <= DENSE_KEYWORD_MATCHES,
  });
  const truncated = rows.length > MAP_MARKER_LIMIT;
  return {
    content: await toSearchItems(db, rows.slice(0, MAP_MARKER_LIMIT), { lang: input.lang, viewerId: input.viewerId }),
    truncated,
    correctedKeyword: resolved.correction?.keyword ?? null,
    correctionKind: resolved.correction?.kind ?? null,
  };
}
