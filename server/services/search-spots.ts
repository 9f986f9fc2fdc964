import 'server-only';
import { count } from 'drizzle-orm';
import type { SpotSearchParams, SpotSearchResult } from '@/api/contracts/search';
import { getDb, type Database } from '../db/client';
import { spots } from '../db/schema';
import { spotSearchConditions, spotSearchOrder } from '../db/sql/search-spots';
import type { Lang } from './content-locale';
import { searchFiltersOf } from './search-filters';
import { searchItemColumns, toSearchItems } from './search-spot-items';

type Input = Omit<SpotSearchParams, 'lang'> & { lang: Lang; viewerId: number | null };

/**
 * The two statements of a search (exported for the benchmark's EXPLAIN): the page, which an
 * index in the sort's order can often serve by reading just the first rows, and the count.
 * One statement with `count(*) OVER ()` would make every page sort and buffer every match.
 */
export function searchSpotsStatements(db: Database, input: Omit<Input, 'viewerId' | 'lang'>) {
  const position =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : undefined;
  const where = spotSearchConditions(searchFiltersOf(input));
  return {
    page: db
      .select(searchItemColumns(position))
      .from(spots)
      .where(where)
      .orderBy(...spotSearchOrder(input.sort))
      .limit(input.size)
      .offset(input.page * input.size),
    count: db.select({ total: count() }).from(spots).where(where),
  };
}

/** GET /v1/spots: public pop-ups matching the keyword and filters, one page in the chosen order. */
export async function searchSpots(input: Input): Promise<SpotSearchResult> {
  const db = await getDb();
  const statements = searchSpotsStatements(db, input);
  const rows = await statements.page;
  // A short first page is the whole result: no count needed.
  const total = input.page === 0 && rows.length < input.size ? rows.length : (await statements.count)[0].total;
  return {
    content: await toSearchItems(db, rows, { lang: input.lang, viewerId: input.viewerId }),
    page: { number: input.page, size: input.size, totalElements: total, totalPages: Math.ceil(total / input.size) },
  };
}
