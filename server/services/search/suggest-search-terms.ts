import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  searchSuggestionKinds,
  searchSuggestionMatches,
  type SearchSuggestion,
  type SearchSuggestions,
} from '@/api/contracts/search';
import type { Locale } from '@/lib/locales';
import {
  collapseKeyword,
  escapeLike,
  isChoseongToken,
  keyboardHangul,
  normalizeSearchText,
  tokenizeKeyword,
  toJamo,
  type SearchWord,
} from '@/lib/search/korean-query';
import { getDb, type Database } from '../../db/client';
import { searchTerms, spots, spotTranslations } from '../../db/schema';
import { byPopularity, spotSearchConditions } from '../../db/sql/search-spots';
import { isPublicSpot } from '../../db/sql/spot-visibility';
import { typoCandidates } from './correct-search-keyword';
import { readKeywordVocabulary } from './read-keyword-vocabulary';
import { candidatesOf, splitTokens, withForms } from './resolve-search-keyword';
import { searchFiltersOf } from './search-filters';

type Match = SearchSuggestion['match'];
type Kind = SearchSuggestion['kind'];
type Candidate = SearchSuggestion & { weight: number };

/** The contract lists both best first: EXACT … TYPO, REGION … TITLE. */
const MATCH_ORDER: readonly Match[] = searchSuggestionMatches;
const KIND_ORDER: readonly Kind[] = searchSuggestionKinds;
/** The dictionary kinds that are suggested (WORD only corrects typos). */
const TERM_KINDS = ['REGION', 'BRAND', 'TAG'] as const;
/** Pop-up titles among the suggestions, at most. */
const TITLE_LIMIT = 4;
/** Contains-matching (trigram index) only from this many jamo: shorter pieces are everywhere. */
const CONTAINS_MIN_JAMO = 3;
/**
 * The dense-keyword shortcut: the most popular live pop-ups looked at first. A common prefix
 * ('팝', '성수') fills its four titles among them without the grams index; a rarer one
 * falls back to the index (decision 056).
 */
const POPULAR_WINDOW = 500;
const HANGUL_JAMO = /[\u3131-\u318E]$/;

/**
 * Dictionary terms (regions, brands, tags in Korean and the reader's language) for the
 * keyword, one statement: each way of matching is a branch with its own LIMIT, so a short
 * prefix reads a few index rows, not the dictionary.
 *   EXACT     the whole term
 *   PREFIX    its jamo start with the keyword's ('성ㅅ' → 성수, 'ㅅ' → every ㅅ… term)
 *   CONTAINS  its jamo contain the keyword's (3 jamo and more; the trigram index)
 *   CHOSEONG  its initials start with the keyword, which is all initials ('ㅅㅅ' → 성수)
 */
async function matchTerms(db: Database, q: { norm: string; jamo: string; lang: Locale; size: number }) {
  const locales = [...new Set(['ko', q.lang])];
  const prefix = `${escapeLike(q.jamo)}%`;
  const where = (condition: ReturnType<typeof sql>) =>
    and(inArray(searchTerms.kind, [...TERM_KINDS]), inArray(searchTerms.locale, locales), condition);
  const branch = (match: Match, condition: ReturnType<typeof sql>) =>
    sql`(SELECT ${match}::text AS match, ${searchTerms.kind}::text AS kind, ${searchTerms.locale} AS locale,
                ${searchTerms.text} AS text, ${searchTerms.weight} AS weight
           FROM ${searchTerms} WHERE ${where(condition)}
          ORDER BY ${searchTerms.weight} DESC, char_length(${searchTerms.text}) LIMIT ${q.size})`;
  const branches = [
    branch('EXACT', sql`${searchTerms.jamo} = ${q.jamo} AND ${searchTerms.norm} = ${q.norm}`),
    branch('PREFIX', sql`${searchTerms.jamo} LIKE ${prefix}`),
  ];
  if ([...q.jamo].length >= CONTAINS_MIN_JAMO) {
    branches.push(branch('CONTAINS', sql`${searchTerms.jamo} LIKE ${`%${escapeLike(q.jamo)}%`}`));
  }
  if (isChoseongToken(q.norm)) {
    branches.push(
      branch(
        'CHOSEONG',
        sql`${searchTerms.choseong} <> '' AND ${searchTerms.choseong} LIKE ${`${escapeLike(q.norm)}%`}`,
      ),
    );
  }
  const result = await db.execute<{ match: Match; kind: Kind; locale: Locale; text: string; weight: number }>(
    sql.join(branches, sql` UNION ALL `),
  );
  return result.rows.map((r): Candidate => ({
    text: r.text,
    kind: r.kind,
    match: r.match,
    spotId: null,
    lang: r.locale,
    weight: r.weight,
  }));
}

/**
 * Live pop-ups' titles for the keyword through the list's own matcher (so a title suggested
 * is one the search would find, and a draft's never is), most popular first, in the reader's
 * language where translated. While a syllable is still being composed ('성ㅅ'), the keyword
 * without it finds the candidates and their titles' jamo must contain the whole keyword's.
 */
async function matchTitles(
  db: Database,
  q: { keyword: string; norm: string; jamo: string; lang: Locale; words?: SearchWord[] },
) {
  const composing = q.norm.length > 1 && HANGUL_JAMO.test(q.norm) && !isChoseongToken(q.norm);
  const keyword = composing ? q.keyword.slice(0, -1) : q.keyword;
  const limit = composing ? TITLE_LIMIT * 5 : TITLE_LIMIT;
  // The list's words (vocabulary forms, a split): a finished word is matched as the list would.
  const filters = { ...searchFiltersOf({ keyword, dateFilter: 'all' }), keywordWords: composing ? undefined : q.words };
  const matches = spotSearchConditions(filters, { keywordIndex: false });
  const indexed = spotSearchConditions(filters);
  const translated = q.lang === 'ko' ? undefined : q.lang;
  const read = (condition: ReturnType<typeof sql>) =>
    db
      .select({
        id: spots.id,
        title: spots.title,
        translated: translated ? spotTranslations.title : sql<string | null>`NULL`,
        popularity: spots.popularity,
      })
      .from(spots)
      .leftJoin(
        spotTranslations,
        and(eq(spotTranslations.spotId, spots.id), eq(spotTranslations.locale, translated ?? 'en')),
      )
      .where(condition)
      .orderBy(...byPopularity)
      .limit(limit);
  // The most popular public pop-ups (their index, in order): a common keyword's titles are there.
  const popular = sql`${spots.id} IN (SELECT "id" FROM ${spots} WHERE ${isPublicSpot()}
      ORDER BY ${sql.join(byPopularity, sql`, `)} LIMIT ${POPULAR_WINDOW})`;
  let rows = await read(sql`${popular} AND ${matches}`);
  if (rows.length < limit) rows = await read(indexed);
  const items: Candidate[] = [];
  for (const row of rows) {
    const text = row.translated ?? row.title;
    const jamo = toJamo(normalizeSearchText(text));
    if (composing && !toJamo(normalizeSearchText(row.title)).includes(q.jamo) && !jamo.includes(q.jamo)) continue;
    items.push({
      text,
      kind: 'TITLE',
      match: titleMatch(text, q),
      spotId: row.id,
      lang: row.translated ? q.lang : 'ko',
      weight: row.popularity,
    });
    if (items.length === TITLE_LIMIT) break;
  }
  return items;
}

/** How a title matched, for the order: itself, its start, its initials, or inside it (or another field). */
function titleMatch(title: string, q: { norm: string; jamo: string }): Match {
  const norm = normalizeSearchText(title);
  const jamo = toJamo(norm);
  if (norm === q.norm) return 'EXACT';
  if (jamo.startsWith(q.jamo)) return 'PREFIX';
  // Initials ('ㅅㅅ') match the title's, brand's, tags' or district's initials.
  if (isChoseongToken(q.norm)) return 'CHOSEONG';
  // Inside the title, or found through its brand, tags or area: as good as inside the text.
  return 'CONTAINS';
}

function byRelevance(a: Candidate, b: Candidate): number {
  return (
    MATCH_ORDER.indexOf(a.match) - MATCH_ORDER.indexOf(b.match) ||
    KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
    b.weight - a.weight ||
    a.text.length - b.text.length
  );
}

/** Best first, one item per text (spelled alike once normalised), at most `size`. */
function rank(candidates: Candidate[], size: number): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const c of [...candidates].sort(byRelevance)) {
    const key = normalizeSearchText(c.text);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
    if (out.length === size) break;
  }
  return out;
}

/**
 * GET /v1/search/suggestions: what to offer while someone types (docs/decisions/056): the
 * regions, brands and tags of live pop-ups from the search dictionary, and up to four live
 * pop-ups' titles, best match first (exact, prefix, contains, initials, then one typo),
 * then regions before brands, tags and titles, then the most popular. Only when those give
 * fewer than `size` does a long word get its one-typo neighbours (TYPO). Nothing is logged:
 * a half-typed word is not a search.
 */
export async function suggestSearchTerms(input: {
  keyword: string;
  size: number;
  lang: Locale;
}): Promise<SearchSuggestions> {
  const db = await getDb();
  const keyword = collapseKeyword(input.keyword);
  const norm = normalizeSearchText(keyword);
  const q = { keyword, norm, jamo: toJamo(norm), lang: input.lang, size: input.size };
  // As the list reads the keyword (decision 068): its vocabulary forms, a run-together word
  // split, and the Korean keyboard's reading of Latin letters ('tjdtn' → 성수).
  const tokens = tokenizeKeyword(keyword);
  const vocabulary = await readKeywordVocabulary(db, candidatesOf(tokens));
  const split = splitTokens(tokens, vocabulary);
  const converted = keyboardHangul(norm);
  const convertedNorm = converted ? normalizeSearchText(converted) : null;
  const [terms, titles, convertedTerms, convertedTitles] = await Promise.all([
    matchTerms(db, q),
    matchTitles(db, { ...q, words: withForms(tokens, vocabulary) }),
    convertedNorm ? matchTerms(db, { ...q, norm: convertedNorm, jamo: toJamo(convertedNorm) }) : [],
    convertedNorm
      ? matchTitles(db, { ...q, keyword: converted!, norm: convertedNorm, jamo: toJamo(convertedNorm) })
      : [],
  ]);
  const splitTitles =
    split && titles.length === 0 ? await matchTitles(db, { ...q, words: withForms(split, vocabulary) }) : [];
  let ranked = rank([...terms, ...titles, ...splitTitles, ...convertedTerms, ...convertedTitles], input.size);
  if (ranked.length < input.size) {
    const locales = new Set<string>(['ko', input.lang]);
    const typos = (await typoCandidates(db, norm))
      .filter((t) => t.distance > 0 && t.kind !== 'WORD' && locales.has(t.locale))
      .map((t): Candidate => ({
        text: t.text,
        kind: t.kind as Kind,
        match: 'TYPO',
        spotId: null,
        lang: t.locale as Locale,
        // Closer first, then the more popular.
        weight: t.weight - t.distance * 1e9,
      }));
    ranked = rank([...ranked, ...typos], input.size);
  }
  return { keyword, items: ranked.map(({ weight: _weight, ...item }) => item) };
}
