import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { REGION_GROUPS, type CategoryFilter, type ListSortOption, type RegionGroupKey } from '@/lib/constants';
import type { PeriodType } from '@/lib/period-type';
import { escapeLike, plainSearchWords, type SearchWord } from '@/lib/search/korean-query';
import { spots } from '../schema';
import { periodTypeIs, seoulToday } from './period-type';
import { isPublicSpot } from './spot-visibility';

/**
 * The WHERE and ORDER BY pieces of the pop-up search (GET /v1/spots and GET /v1/spots/map),
 * each written so an index can serve it; docs/decisions/014-search.md explains the choices.
 */

type SpotType = (typeof spots.type.enumValues)[number];

export interface SpotSearchFilters {
  /** As typed (trimmed, spaces collapsed): what the log and the relevance order read. */
  keyword?: string;
  /**
   * The keyword's words as matched, each with the forms any of which may match (the search
   * vocabulary, a split of run-together words, a keyboard conversion: decision 068). Without
   * it the keyword's own words are matched as typed.
   */
  keywordWords?: SearchWord[];
  dateFilter: 'all' | 'today' | 'range';
  /** YYYY-MM-DD, both set when dateFilter is 'range' (the route validates that). */
  startDate?: string;
  endDate?: string;
  categories: CategoryFilter[];
  regionGroups: RegionGroupKey[];
  types: SpotType[];
  periodType?: PeriodType;
}

/** popspot_search_normalize of a constant: folded once per statement, so the index sees a constant. */
function normalized(text: string): SQL {
  return sql`popspot_search_normalize(${text}::text)`;
}

/** The grams a set of tokens must all have: the union of each token's bigrams (a constant). */
function queryGrams(tokens: string[]): SQL {
  return sql.join(
    tokens.map((t) => sql`popspot_search_query_grams(${normalized(t)})`),
    sql` || `,
  );
}

/**
 * Keyword match (decisions 055 and 068): every word of the keyword must match, each in any
 * field, so '성수 팝업' finds 팝업 in a title and 성수 in an address; a word with several
 * forms (the search vocabulary's: '전시회', '전시', 'exhibition'…) matches when one of them does.
 *   A text word: the spaceless normalised text contains it (`strpos`, exact), which also
 *     makes '성수팝업' find '성수 팝업'.
 *   An initial-consonant word ('ㅅㅅ'): search_choseong (the 초성 of title, brand, tags and
 *     district names; not addresses) contains it.
 * With `useIndex` the condition also says the 1-/2-character grams contain every bigram of
 * the words (one lookup per column in its GIN expression index: popspot_search_grams of
 * search_text, of search_choseong), so a rare keyword is found without reading the table.
 * Without it, the planner reads another index in the sort's order and checks just `strpos`
 * row by row, which is faster when the keyword is common and a page fills after a few rows
 * (building the grams of a row is the costly part).
 */
function keywordMatches(words: SearchWord[], useIndex: { TEXT: boolean; CHOSEONG: boolean }): SQL | undefined {
  const parts: SQL[] = [];
  const chosen = words.filter((w) => w.kind === 'CHOSEONG').map((w) => w.text);
  if (chosen.length) {
    const column = spots.searchChoseong;
    // Initial consonants come from a 19-letter alphabet: a 1- or 2-letter word matches many
    // pop-ups (the grams lookup, unless the caller skips it), a longer one is rare and is
    // found through its trigrams (spots_search_choseong_trgm_idx), always.
    const short = chosen.filter((w) => w.length <= 2);
    if (useIndex.CHOSEONG && short.length) parts.push(sql`popspot_search_grams(${column}) @> (${queryGrams(short)})`);
    for (const word of chosen) {
      parts.push(
        word.length > 2
          ? sql`${column} LIKE ${`%${escapeLike(word)}%`}`
          : sql`strpos(${column}, ${normalized(word)}) > 0`,
      );
    }
  }
  const texts = words.filter((w) => w.kind === 'TEXT');
  if (texts.length) {
    const column = spots.searchText;
    // Words with one form share one grams lookup (the union of their bigrams); a word with
    // several forms (the vocabulary's) is an OR of a lookup per form, which the planner
    // combines into the same bitmap scan.
    const single = texts.filter((w) => w.forms.length === 1).map((w) => w.forms[0]);
    if (useIndex.TEXT && single.length) parts.push(sql`popspot_search_grams(${column}) @> (${queryGrams(single)})`);
    for (const word of texts) {
      if (word.forms.length === 1) {
        parts.push(sql`strpos(${column}, ${normalized(word.forms[0])}) > 0`);
        continue;
      }
      if (useIndex.TEXT) {
        parts.push(
          sql`(${or(...word.forms.map((form) => sql`popspot_search_grams(${column}) @> (${queryGrams([form])})`))})`,
        );
      }
      parts.push(sql`(${or(...word.forms.map((form) => sql`strpos(${column}, ${normalized(form)}) > 0`))})`);
    }
  }
  return parts.length ? sql`(${and(...parts)})` : undefined;
}

/** Title and brand split into words, lower-cased (for "a whole word of the title or brand"). */
const TITLE_WORDS = sql`regexp_split_to_array(lower(${spots.title} || ' ' || coalesce(${spots.name}, '')), '[[:space:][:punct:]〈〉《》「」『』·×]+')`;
/** Title and brand, normalised, one per line. */
const TITLE_BRAND = sql`(popspot_search_normalize(${spots.title}) || E'\\n' || coalesce(popspot_search_normalize(${spots.name}), ''))`;

/** Any of the forms satisfies the condition. */
function anyForm(forms: string[], condition: (form: SQL) => SQL): SQL {
  return sql`(${or(...forms.map((form) => condition(normalized(form))))})`;
}

/**
 * How well a pop-up matches one word, 1 to 4:
 *   4  a whole field is the word (the brand, a tag, a district, the kind: '성수', '모노하우스')
 *   3  a whole word of the title or brand ('한정판' in '여름 한정판 굿즈')
 *   2.5 a word of the title or brand starts with it ('버니블룸' in '버니블룸의')
 *   2  inside the title or brand
 *   1  elsewhere (address, district, translations, other tags)
 * Half a point less when only another form of the word matched (exact above the vocabulary's
 * forms). Initials are ranked on search_choseong: a whole line 4, the title's start 3, else 1.
 */
function wordQuality(word: SearchWord): SQL {
  if (word.kind === 'CHOSEONG') {
    const text = normalized(word.text);
    return sql`(CASE
      WHEN strpos(E'\\n' || ${spots.searchChoseong} || E'\\n', E'\\n' || ${text} || E'\\n') > 0 THEN 4
      WHEN starts_with(${spots.searchChoseong}, ${text}) THEN 3
      ELSE 1 END)`;
  }
  const column = spots.searchText;
  const quality = sql`(CASE
    WHEN ${anyForm(word.forms, (f) => sql`strpos(E'\\n' || ${column} || E'\\n', E'\\n' || ${f} || E'\\n') > 0`)} THEN 4
    WHEN ${anyForm(word.forms, (f) => sql`${f} = ANY (${TITLE_WORDS})`)} THEN 3
    WHEN ${anyForm(word.forms, (f) => sql`EXISTS (SELECT 1 FROM unnest(${TITLE_WORDS}) AS w WHERE starts_with(w, ${f}))`)} THEN 2.5
    WHEN ${anyForm(word.forms, (f) => sql`strpos(${TITLE_BRAND}, ${f}) > 0`)} THEN 2
    ELSE 1 END)`;
  if (word.forms.length === 1) return quality;
  return sql`(${quality} - CASE WHEN strpos(${column}, ${normalized(word.text)}) > 0 THEN 0 ELSE 0.5 END)`;
}

/**
 * What a visitor wants now, 0 to 3: open now 0, opening within a week 1, opening later 2,
 * ended 3 (only date filters that reach back show ended ones).
 */
function periodWant(now?: Date): SQL {
  const today = seoulToday(now);
  return sql`(CASE
    WHEN ${spots.openDate} <= ${today} AND (${spots.closeDate} IS NULL OR ${spots.closeDate} >= ${today}) THEN 0
    WHEN ${spots.closeDate} < ${today} THEN 3
    WHEN ${spots.openDate} <= ${today} + 7 THEN 1
    ELSE 2 END)`;
}

/**
 * The keyword's order for sort=score when it has at most SEARCH_COUNT_CAP matches (decision
 * 068), best first:
 *   10 × match (the mean of each word's quality, 1–4) − 4 × period (0–3) + 2 × log10(1 + popularity)
 * then id. A better match moves a pop-up up a whole step; opening later or having ended costs
 * less than a step; popularity (views + 10 × picks + 20 × reviews) orders the rest, by its
 * order of magnitude. A keyword matching more is read in popularity order (searchSpots).
 */
export function keywordOrder(words: SearchWord[], now?: Date): SQL[] {
  const qualities = words.map(wordQuality);
  const match = sql`((${sql.join(qualities, sql` + `)}) / ${sql.raw(`${qualities.length}.0`)})`;
  const score = sql`(10 * ${match} - 4 * ${periodWant(now)} + 2 * log(1 + greatest(coalesce(${spots.popularity}, 0), 0)))`;
  return [sql`${score} DESC`, sql`${spots.id} DESC`];
}

/** Not ended yet: running, or opening later (close day unknown counts as running). */
function notEnded(today: SQL): SQL {
  return sql`(${spots.closeDate} IS NULL OR ${spots.closeDate} >= ${today})`;
}

function dateCondition(filters: SpotSearchFilters, now?: Date): SQL {
  const today = seoulToday(now);
  switch (filters.dateFilter) {
    case 'all':
      return notEnded(today);
    case 'today':
      return periodTypeIs('IN_PROGRESS', undefined, now);
    case 'range': {
      // Running on at least one day of [start, end]: opened by the end, not closed before the start.
      const start = sql`${filters.startDate}::date`;
      const end = sql`${filters.endDate}::date`;
      return sql`(${spots.openDate} <= ${end} AND (${spots.closeDate} IS NULL OR ${spots.closeDate} >= ${start}))`;
    }
  }
}

/**
 * A pre-reservation (an outside link or Popspot's own booking) whose window has not ended;
 * a window without an end counts as open. `hasOpenPreReservation` in lib/pre-reservation.ts
 * in SQL: the detail page decides its link with that, and the two must agree.
 */
export function preReservationOpen(now?: Date): SQL<boolean> {
  const at = now ? sql`(${now.toISOString()})::timestamptz` : sql`now()`;
  return sql<boolean>`((${spots.preReservationLink} IS NOT NULL OR ${spots.isPopspotReservation})
    AND (${spots.preReservationEndedAt} IS NULL OR ${spots.preReservationEndedAt} >= ${at}))`;
}

function categoryCondition(category: CategoryFilter, now?: Date): SQL {
  switch (category) {
    case 'PRE_RESERVATION':
      return preReservationOpen(now);
    case 'REVIEW':
      return sql`${spots.reviewCount} > 0`;
    case 'BENEFIT':
      return sql`${spots.benefitCount} > 0`;
    case 'WAITING':
      return sql`${spots.queueCount} > 0`;
  }
}

/** Legal-district codes have 10 digits: 2 시/도, 3 시/군/구, 3 읍/면/동, 2 리. */
const CODE_LEVELS = [2, 5, 8, 10] as const;

/**
 * The code range a group code stands for: a code ending in zeros names a whole province,
 * district or neighbourhood, so '1100000000' covers 1100000000..1199999999. Cut at the
 * structure's levels rather than at the last non-zero digit, so '1120010000' would not
 * swallow its sibling neighbourhoods. A range (not LIKE) works with the plain B-tree
 * index on region_code whatever the database collation.
 */
function regionCodeRange(code: string): { from: string; to: string } {
  const keep = CODE_LEVELS.find((n) => /^0*$/.test(code.slice(n))) ?? 10;
  const prefix = code.slice(0, keep);
  return { from: prefix.padEnd(10, '0'), to: prefix.padEnd(10, '9') };
}

function codeIn(range: { from: string; to: string }): SQL {
  return sql`(${spots.regionCode} BETWEEN ${range.from} AND ${range.to})`;
}

/** The three areas the ETC group ('other regions') excludes: Seoul, Incheon, Gyeonggi. */
const METROPOLITAN_CODES = ['1100000000', '2800000000', '4100000000'];

function regionCondition(groups: RegionGroupKey[]): SQL | undefined {
  if (groups.length === 0) return undefined;
  const parts: SQL[] = [];
  for (const key of groups) {
    if (key === 'ETC') {
      const metropolitan = or(...METROPOLITAN_CODES.map((c) => codeIn(regionCodeRange(c))));
      parts.push(sql`(${spots.regionCode} IS NULL OR NOT ${metropolitan})`);
      continue;
    }
    const group = REGION_GROUPS.find((g) => g.key === key);
    for (const code of group?.codes ?? []) parts.push(codeIn(regionCodeRange(code)));
  }
  return parts.length ? or(...parts) : undefined;
}

/**
 * Every filter of the list and the map, public spots only. `keywordIndex: false` leaves out
 * the keyword's grams lookup (see keywordMatches); `choseongIndex: false` leaves it out for
 * short initial-consonant words (the map: 'ㅅㅅ' matches about a quarter of all pop-ups, so
 * the viewport's own index, or the popularity order, finds its markers sooner; a longer one
 * like 'ㅍㅇㅅㅌㅇ' is rare and keeps the lookup).
 */
export function spotSearchConditions(
  filters: SpotSearchFilters,
  options: { now?: Date; keywordIndex?: boolean; choseongIndex?: boolean } = {},
): SQL {
  const { now, keywordIndex = true, choseongIndex = keywordIndex } = options;
  return and(
    isPublicSpot(now),
    dateCondition(filters, now),
    filters.periodType ? periodTypeIs(filters.periodType, undefined, now) : undefined,
    filters.keyword
      ? keywordMatches(filters.keywordWords ?? plainSearchWords(filters.keyword), {
          TEXT: keywordIndex,
          CHOSEONG: choseongIndex,
        })
      : undefined,
    ...filters.categories.map((c) => categoryCondition(c, now)),
    regionCondition(filters.regionGroups),
    filters.types.length ? inArray(spots.type, filters.types) : undefined,
  )!;
}

/** Most popular first; the spots_popularity_idx order (DESC NULLS LAST) so it can serve it. */
export const byPopularity: SQL[] = [sql`${spots.popularity} DESC NULLS LAST`, sql`${spots.id} DESC NULLS LAST`];

/**
 * ORDER BY of each sort, always ending in id so equal keys keep one order and pages never
 * overlap or skip.
 *   score         popularity (views + 10 × picks + 20 × reviews)
 *   activated_at  newest first
 *   open_date     'opening soonest': upcoming ones, soonest first, then running ones,
 *                 most recently opened first
 *   close_date    closing soonest first, unknown close day last
 *   review        most registered reviews first
 */
export function spotSearchOrder(sort: ListSortOption, now?: Date): SQL[] {
  const today = seoulToday(now);
  switch (sort) {
    case 'score':
      return byPopularity;
    case 'activated_at':
      return [sql`${spots.activatedAt} DESC NULLS LAST`, sql`${spots.id} DESC`];
    case 'open_date':
      return [
        sql`(${spots.openDate} > ${today}) DESC`,
        sql`CASE WHEN ${spots.openDate} > ${today} THEN ${spots.openDate} END ASC`,
        sql`${spots.openDate} DESC`,
        sql`${spots.id} DESC`,
      ];
    case 'close_date':
      return [sql`${spots.closeDate} ASC NULLS LAST`, sql`${spots.id} DESC`];
    case 'review':
      return [sql`${spots.reviewCount} DESC NULLS LAST`, sql`${spots.id} DESC NULLS LAST`];
  }
}
