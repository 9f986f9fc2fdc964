import 'server-only';
import { count, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type SpotSearchParams, type SpotSearchResult } from '@/api/contracts/search';
import type { Locale } from '@/lib/locales';
import { getDb, type Database } from '../../db/client';
import { spots } from '../../db/schema';
import { keywordOrder, spotSearchConditions, spotSearchOrder } from '../../db/sql/search-spots';
import type { SpotSearchFilters } from '../../db/sql/search-spots';
import { resolveSearchKeyword } from './resolve-search-keyword';
import { searchFiltersOf } from './search-filters';
import { searchItemColumns, toSearchItems } from './search-spot-items';
import { pageOffset, toPage } from '../shared/paging';
import { plainSearchWords } from '@/lib/search/korean-query';

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
 * keyword's page under sort=score is in relevance order (keywordOrder: match, period, popularity),
 * since those few matches are fetched and sorted anyway. A denser keyword names an area or
 * a category, where relevance adds nothing and sorting tens of thousands of rows would not do.
 */
export function searchSpotsStatements(
  db: Database,
  input: Omit<Input, 'viewerId' | 'lang'>,
  options: { keywordIndex?: boolean; filters?: SpotSearchFilters } = {},
) {
  const { keywordIndex = true } = options;
  const position =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : undefined;
  const filters = options.filters ?? searchFiltersOf(input);
  const order =
    filters.keyword && keywordIndex && input.sort === 'score'
      ? keywordOrder(filters.keywordWords ?? plainSearchWords(filters.keyword))
      : spotSearchOrder(input.sort);
  return {
    count: countStatement(db, filters),
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
 * The matches of the filters, counted. Counting stops one past the cap, so even a search
 * matching most of 100,000 pop-ups reads at most cap + 1 of them.
 */
function countStatement(db: Database, filters: SpotSearchFilters) {
  return db.select({ total: count() }).from(
    db
      .select({ one: sql`1` })
      .from(spots)
      .where(spotSearchConditions(filters))
      .limit(SEARCH_COUNT_CAP + 1)
      .as('matches'),
  );
}

/** Public pop-ups matching the filters, up to SEARCH_COUNT_CAP + 1 (the list's and the map's count). */
export async function countSpotMatches(db: Database, filters: SpotSearchFilters): Promise<number> {
  const [{ total }] = await countStatement(db, filters);
  return total;
}

/**
 * GET /v1/spots: public pop-ups matching the keyword and filters, one page in the chosen order.
 * The count comes first: it tells whether a keyword is common enough to read the page in
 * sort order (see keywordMatches), and a page past the end needs no query.
 *
 * The keyword's words are matched with the search vocabulary; when they find nothing, a
 * run-together word is split, a word typed on the wrong keyboard converted, one typo
 * corrected (resolveSearchKeyword, decision 068). A conversion or correction names the
 * keyword whose results these are (`correctedKeyword`, `correctionKind`).
 */
export async function searchSpots(input: Input): Promise<SpotSearchResult> {
  const db = await getDb();
  const resolved = await resolveSearchKeyword(db, searchFiltersOf(input), (filters) => countSpotMatches(db, filters));
  const counted = resolved.total;
  const totalCapped = counted > SEARCH_COUNT_CAP;
  const total = Math.min(counted, SEARCH_COUNT_CAP);
  const keywordIndex = counted <= DENSE_KEYWORD_MATCHES;
  // Pages past the end, or past the cap, are empty without a query.
  const rows =
    total > pageOffset(input)
      ? await searchSpotsStatements(db, input, { keywordIndex, filters: resolved.filters }).page
      : [];
  const items = rows.slice(0, Math.max(0, total - pageOffset(input)));
  return {
    ...toPage(await toSearchItems(db, items, { lang: input.lang, viewerId: input.viewerId }), input, total),
    totalCapped,
    correctedKeyword: resolved.correction?.keyword ?? null,
    correctionKind: resolved.correction?.kind ?? null,
  };
}
