import 'server-only';
import { count, sql } from 'drizzle-orm';
import type { SpotSearchParams, SpotSearchResult } from '@/api/contracts/search';
import { getDb, type Database } from '../db/client';
import { spots } from '../db/schema';
import { spotSearchConditions, spotSearchOrder } from '../db/sql/search-spots';
import type { Lang } from './content-locale';
import { searchFiltersOf } from './search-filters';
import { searchItemColumns, toSearchItems } from './search-spot-items';

type Input = Omit<SpotSearchParams, 'lang'> & { lang: Lang; viewerId: number | null };

/** The page statement (exported for the benchmark's EXPLAIN). */
export function searchSpotsQuery(db: Database, input: Omit<Input, 'viewerId' | 'lang'>) {
  const position =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : undefined;
  return db
    .select({ ...searchItemColumns(position), total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(spots)
    .where(spotSearchConditions(searchFiltersOf(input)))
    .orderBy(...spotSearchOrder(input.sort))
    .limit(input.size)
    .offset(input.page * input.size);
}

/**
 * GET /v1/spots: public pop-ups matching the keyword and filters, one page in the chosen
 * order. The page and the total come from one statement (`count(*) OVER ()`), so the
 * matching rows are found once; only a page past the end needs a separate count.
 */
export async function searchSpots(input: Input): Promise<SpotSearchResult> {
  const db = await getDb();
  const rows = await searchSpotsQuery(db, input);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && input.page > 0) {
    [{ total }] = await db
      .select({ total: count() })
      .from(spots)
      .where(spotSearchConditions(searchFiltersOf(input)));
  }

  return {
    content: await toSearchItems(db, rows, { lang: input.lang, viewerId: input.viewerId }),
    page: { number: input.page, size: input.size, totalElements: total, totalPages: Math.ceil(total / input.size) },
  };
}
