import 'server-only';
import { count, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type SpotSearchParams, type SpotSearchResult } from '@/api/contracts/search';
import type { Locale } from '@/lib/locales';
import { getDb, type Database } from '../../db/client';
import { spots } from '../../db/schema';
import { byPopularity, keywordRelevance, spotSearchConditions, spotSearchOrder } from '../../db/sql/search-spots';
import { correctSearchKeyword } from './correct-search-keyword';
import { searchFiltersOf } from './search-filters';
import { searchItemColumns, toSearchItems } from './search-spot-items';
import { pageOffset, toPage } from '../shared/paging';

type Input = Omit<SpotSearchParams, 'lang'> & { lang: Locale; viewerId: number | null };

/**
 * Above this many matches a keyword's page is read in sort order rather than through the
 * grams index: the first page of a common word is found within a few hundred rows.
 */
export const DENSE_KEYWORD_MATCHES = SEARCH_COUNT_CAP;

/**
 * The two statements of a search (exported for the benchmark's EXPLAIN): the count, and the
 * page, which an index in the sort's order can often serve by reading just the first rows.
 * (One statement with `count(*) OVER ()` would make every page sort and buffer every match.)
 * `keywordIndex` (the default) says the matches are at most DENSE_KEYWORD_MATCHES: then a
 * keyword's page under sort=score is in relevance order (keywordRelevance, then popularity),
 * since those few matches are fetched and sorted anyway. A denser keyword names an area or
 * a category, where relevance adds nothing and sorting tens of thousands of rows would not do.
 */
export function searchSpotsStatements(
  db: Database,
  input: Omit<Input, 'viewerId' | 'lang'>,
  options: { keywordIndex?: boolean } = {},
) {
  const { keywordIndex = true } = options;
  const position =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : undefined;
  const filters = searchFiltersOf(input);
  const order =
    filters.keyword && keywordIndex && input.sort === 'score'
      ? [keywordRelevance(filters.keyword), ...byPopularity]
      : spotSearchOrder(input.sort);
  return {
    // Counting stops one past the cap, so even a search matching most of 100,000 pop-ups
    // reads at most cap + 1 of them.
    count: db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(spots)
        .where(spotSearchConditions(filters))
        .limit(SEARCH_COUNT_CAP + 1)
        .as('matches'),
    ),
    page: db
      .select(searchItemColumns(position))
      .from(spots)
      .where(spotSearchConditions(filters, { keywordIndex }))
      .orderBy(...order)
      .limit(input.size)
      .offset(pageOffset(input)),
  };
}

/**
 * GET /v1/spots: public pop-ups matching the keyword and filters, one page in the chosen order.
 * The count comes first: it tells whether a keyword is common enough to read the page in
 * sort order (see keywordMatches), and a page past the end needs no query.
 *
 * Only when nothing matches does a long word get a one-typo correction from the search
 * dictionary (correctSearchKeyword); if the corrected keyword finds pop-ups with the same
 * filters, the answer is its results with `correctedKeyword` set. A search that finds
 * something runs no more statements than before.
 */
export async function searchSpots(input: Input): Promise<SpotSearchResult> {
  const db = await getDb();
  let search = input;
  let correctedKeyword: string | null = null;
  let [{ total: counted }] = await searchSpotsStatements(db, input).count;
  if (counted === 0 && input.keyword) {
    const corrected = await correctSearchKeyword(db, input.keyword);
    if (corrected) {
      const [{ total }] = await searchSpotsStatements(db, { ...input, keyword: corrected }).count;
      if (total > 0) {
        search = { ...input, keyword: corrected };
        correctedKeyword = corrected;
        counted = total;
      }
    }
  }
  const totalCapped = counted > SEARCH_COUNT_CAP;
  const total = Math.min(counted, SEARCH_COUNT_CAP);
  const keywordIndex = counted <= DENSE_KEYWORD_MATCHES;
  // Pages past the end, or past the cap, are empty without a query.
  const rows = total > pageOffset(input) ? await searchSpotsStatements(db, search, { keywordIndex }).page : [];
  const items = rows.slice(0, Math.max(0, total - pageOffset(input)));
  return {
    ...toPage(await toSearchItems(db, items, { lang: input.lang, viewerId: input.viewerId }), input, total),
    totalCapped,
    correctedKeyword,
  };
}
