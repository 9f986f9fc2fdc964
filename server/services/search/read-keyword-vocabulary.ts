import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { searchSynonyms, searchTerms } from '../../db/schema';

/** What the dictionary and the vocabulary say about a keyword's words and their pieces. */
export type KeywordVocabulary = {
  /** The candidates that are a search-dictionary term or a vocabulary word: what a split may use. */
  known: ReadonlySet<string>;
  /** A vocabulary word → every word of its groups, itself included ('전시회' → 전시, 전시회, …). */
  forms: ReadonlyMap<string, readonly string[]>;
  /** The candidates that are generic words ('팝업': every listing is one), which narrow nothing beside others. */
  generic: ReadonlySet<string>;
};

/** More candidates than this are left out: a pasted paragraph is not a keyword. */
const MAX_CANDIDATES = 400;

/**
 * One statement for a search's keyword (decision 068): which candidates (normalised words,
 * their keyboard conversions and the pieces a split could use) are terms of the search
 * dictionary (search_terms, any kind and language) or words of the vocabulary
 * (search_synonyms), and the other words of each vocabulary word's groups. Both tables are
 * small (their size follows the vocabulary, not the pop-ups) and looked up by norm.
 */
export async function readKeywordVocabulary(db: Executor, candidates: readonly string[]): Promise<KeywordVocabulary> {
  const words = [...new Set(candidates)].slice(0, MAX_CANDIDATES);
  if (words.length === 0) return { known: new Set(), forms: new Map(), generic: new Set() };
  const result = await db.execute<{ word: string; form: string | null; generic: boolean }>(sql`
    SELECT s.norm AS word, o.norm AS form, s.generic AS generic
      FROM ${searchSynonyms} s JOIN ${searchSynonyms} o ON o.group_key = s.group_key
     WHERE ${inArray(sql`s.norm`, words)}
    UNION
    SELECT ${searchTerms.norm} AS word, NULL AS form, false AS generic
      FROM ${searchTerms} WHERE ${inArray(searchTerms.norm, words)}`);
  const known = new Set<string>();
  const forms = new Map<string, string[]>();
  const generic = new Set<string>();
  for (const row of result.rows) {
    const { word, form } = row;
    known.add(word);
    // PGlite and node-postgres both answer a boolean; 't' covers a driver that answers text.
    if (row.generic === true || (row.generic as unknown) === 't') generic.add(word);
    if (form === null) continue;
    const list = forms.get(word) ?? [];
    if (!list.includes(form)) list.push(form);
    forms.set(word, list);
  }
  return { known, forms, generic };
}
