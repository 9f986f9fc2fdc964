import 'server-only';
import { sql } from 'drizzle-orm';
import { collapseKeyword, isChoseongToken, levenshtein, maxTypoEdits, toJamo } from '@/lib/search/korean-query';
import type { Database } from '../../db/client';
import { searchTerms } from '../../db/schema';

/** A dictionary term within one typo of a token. */
export type TypoCandidate = {
  kind: (typeof searchTerms.kind.enumValues)[number];
  locale: string;
  text: string;
  norm: string;
  /** Edit distance in jamo (letters for Latin); 0 when the token is the term itself. */
  distance: number;
  weight: number;
};

/**
 * The search_terms within one typo of a token (docs/decisions/055-korean-search.md), best
 * first: smallest distance, then highest weight, then shortest. Empty for a token too short
 * to correct (maxTypoEdits: under 3 Hangul syllables or 5 Latin letters) or made of initial
 * consonants. The trigram index on jamo finds up to `limit` similar terms (pg_trgm's `%`,
 * similarity ≥ 0.3), and the exact jamo edit distance decides in JS. A term equal to the
 * token comes back with distance 0.
 */
export async function typoCandidates(
  db: Database,
  token: string,
  options: { limit?: number } = {},
): Promise<TypoCandidate[]> {
  const word = token.replace(/\s+/g, '').toLowerCase();
  const maxEdits = maxTypoEdits(word);
  if (maxEdits === 0 || isChoseongToken(word)) return [];
  const jamo = toJamo(word);
  const rows = await db
    .select({
      kind: searchTerms.kind,
      locale: searchTerms.locale,
      text: searchTerms.text,
      norm: searchTerms.norm,
      jamo: searchTerms.jamo,
      weight: searchTerms.weight,
    })
    .from(searchTerms)
    .where(sql`${searchTerms.jamo} % ${jamo}`)
    .orderBy(sql`similarity(${searchTerms.jamo}, ${jamo}) DESC`, searchTerms.id)
    .limit(options.limit ?? 50);
  return rows
    .map(({ jamo: termJamo, ...term }) => ({ ...term, distance: levenshtein(termJamo, jamo) }))
    .filter((term) => term.distance <= maxEdits)
    .sort((a, b) => a.distance - b.distance || b.weight - a.weight || a.norm.length - b.norm.length);
}

/**
 * The keyword with each long word that is one typo away from a dictionary term replaced by
 * that term ('팝업스토아' → '팝업스토어', '성수 팝업스토아' → '성수 팝업스토어'), or null when
 * no word changes. Short words, initial-consonant words and words that are terms as typed
 * stay. The list search calls it only when the keyword as typed found nothing.
 */
export async function correctSearchKeyword(db: Database, keyword: string): Promise<string | null> {
  let changed = false;
  const words: string[] = [];
  for (const word of collapseKeyword(keyword).split(' ')) {
    const [best] = await typoCandidates(db, word, { limit: 50 });
    if (best && best.distance > 0) {
      words.push(best.text);
      changed = true;
    } else {
      words.push(word);
    }
  }
  return changed ? words.join(' ') : null;
}
