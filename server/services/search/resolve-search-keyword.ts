import 'server-only';
import {
  keyboardHangul,
  splitRunTogether,
  tokenizeKeyword,
  wordPieces,
  type SearchToken,
  type SearchWord,
} from '@/lib/search/korean-query';
import type { Database } from '../../db/client';
import type { SpotSearchFilters } from '../../db/sql/search-spots';
import { correctSearchKeyword } from './correct-search-keyword';
import { readKeywordVocabulary, type KeywordVocabulary } from './read-keyword-vocabulary';

/** Why the results are not those of the keyword as typed, when the list should say so. */
type KeywordCorrection = {
  /** TYPO: one typo corrected (decision 055); KEYBOARD: typed with the keyboard on English. */
  kind: 'TYPO' | 'KEYBOARD';
  /** The keyword whose results these are ('팝업스토어', '성수 팝업'). */
  keyword: string;
};

export type ResolvedKeyword = {
  /** The filters to search with: keywordWords set to the words chosen. */
  filters: SpotSearchFilters;
  /** Their matches, as `count` counts them (the list's count, capped). */
  total: number;
  correction: KeywordCorrection | null;
};

/** The conversion wins over what was typed only when it finds clearly more: this many times … */
const KEYBOARD_FACTOR = 3;
/** … and at least this many more pop-ups. */
const KEYBOARD_MARGIN = 3;

/**
 * The words to match: each token with its forms (itself and, when it is a vocabulary word,
 * the rest of its groups), without the generic ones ('팝업') when other words are there:
 * '성수팝업' means every Seongsu pop-up, not only those whose text says 팝업.
 */
export function withForms(tokens: SearchToken[], vocabulary: KeywordVocabulary): SearchWord[] {
  const specific = tokens.filter((t) => t.kind !== 'TEXT' || !vocabulary.generic.has(t.text));
  return (specific.length ? specific : tokens).map((token) => ({
    ...token,
    forms:
      token.kind === 'TEXT' ? [...new Set([token.text, ...(vocabulary.forms.get(token.text) ?? [])])] : [token.text],
  }));
}

/** Each text word that is a run-together of known words, split into them ('성수팝업' → 성수, 팝업). */
export function splitTokens(tokens: SearchToken[], vocabulary: KeywordVocabulary): SearchToken[] | null {
  let changed = false;
  const out = tokens.flatMap((token) => {
    const pieces = token.kind === 'TEXT' ? splitRunTogether(token.text, vocabulary.known) : null;
    if (!pieces) return [token];
    changed = true;
    return pieces.map((text): SearchToken => ({ text, kind: 'TEXT' }));
  });
  return changed ? out : null;
}

/** The tokens with each Latin word that reads as Hangul on the Korean layout converted. */
function keyboardTokens(tokens: SearchToken[]): SearchToken[] | null {
  let changed = false;
  const out = tokens.map((token): SearchToken => {
    const hangul = token.kind === 'TEXT' ? keyboardHangul(token.text) : null;
    if (!hangul) return token;
    changed = true;
    return { text: hangul, kind: 'TEXT' };
  });
  return changed ? out : null;
}

/** What the vocabulary lookup must know: every word, its conversion, and the pieces of both. */
export function candidatesOf(tokens: SearchToken[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    if (token.kind !== 'TEXT') continue;
    const converted = keyboardHangul(token.text);
    for (const word of converted ? [token.text, converted] : [token.text]) out.push(word, ...wordPieces(word));
  }
  return out;
}

/**
 * The words a list or map search matches, and how many pop-ups they find (decision 068): the
 * list and the map both ask here, so a keyword finds the same pop-ups on both.
 * The keyword's words are matched with their vocabulary forms ('전시회' also finds 전시). When
 * that finds nothing, in order until something is found:
 *   1. run-together words are split into dictionary and vocabulary words ('성수팝업' →
 *      성수 팝업): what the visitor meant, so no notice;
 *   2. Latin words that read as Hangul on the Korean layout are converted ('tjdtn' → 성수),
 *      split too if need be; the list says so (KEYBOARD);
 *   3. one typo in a long word is corrected (decision 055; TYPO).
 * A conversion is also taken when the keyword as typed finds something but the conversion
 * finds clearly more (3 × and 3 more). The vocabulary and the dictionary are read in one
 * statement; each step tried is one count.
 */
export async function resolveSearchKeyword(
  db: Database,
  filters: SpotSearchFilters,
  count: (filters: SpotSearchFilters) => Promise<number>,
): Promise<ResolvedKeyword> {
  if (!filters.keyword) return { filters, total: await count(filters), correction: null };
  const tokens = tokenizeKeyword(filters.keyword);
  const vocabulary = await readKeywordVocabulary(db, candidatesOf(tokens));
  const attempt = async (words: SearchToken[]) => {
    const next = { ...filters, keywordWords: withForms(words, vocabulary) };
    return { filters: next, total: await count(next) };
  };
  const shown = (words: SearchToken[]) => words.map((w) => w.text).join(' ');

  const typed = await attempt(tokens);
  const converted = keyboardTokens(tokens);
  if (typed.total > 0) {
    if (!converted) return { ...typed, correction: null };
    const other = await attempt(converted);
    const clearlyMore = other.total >= typed.total * KEYBOARD_FACTOR && other.total - typed.total >= KEYBOARD_MARGIN;
    return clearlyMore
      ? { ...other, correction: { kind: 'KEYBOARD', keyword: shown(converted) } }
      : { ...typed, correction: null };
  }

  const split = splitTokens(tokens, vocabulary);
  if (split) {
    const found = await attempt(split);
    if (found.total > 0) return { ...found, correction: null };
  }
  if (converted) {
    for (const words of [converted, splitTokens(converted, vocabulary)]) {
      if (!words) continue;
      const found = await attempt(words);
      if (found.total > 0) return { ...found, correction: { kind: 'KEYBOARD', keyword: shown(converted) } };
    }
  }
  const corrected = await correctSearchKeyword(db, filters.keyword);
  if (corrected) {
    const found = await attempt(tokenizeKeyword(corrected));
    if (found.total > 0) return { ...found, correction: { kind: 'TYPO', keyword: corrected } };
  }
  return { ...typed, correction: null };
}
