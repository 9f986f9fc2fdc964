import { canBeChoseong, convertQwertyToHangul, disassemble, getChoseong } from 'es-hangul';

/**
 * How a search keyword is read (docs/decisions/055-korean-search.md). Pure, no I/O: the
 * list search, the typo correction and the suggestions share it. es-hangul does the Hangul
 * work; the database's popspot_choseong() is checked against it over every syllable.
 * Not for the browser's first load (es-hangul is 55 KB): the server does the matching.
 */

/** A keyword word: TEXT is matched literally (spaceless), CHOSEONG against initial consonants. */
export type SearchToken = { text: string; kind: 'TEXT' | 'CHOSEONG' };

/** Trim and collapse inner whitespace, case kept: the keyword as logged and shown. */
export function collapseKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ');
}

/** Lower-cased with all whitespace removed: popspot_search_normalize() in JS. */
export function normalizeSearchText(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/** Every character is an initial consonant (ㄱ…ㅎ, ㄲㄸㅃㅆㅉ): 'ㅅㅅ' yes, '성ㅅ' and 'ㄳ' no. */
export function isChoseongToken(token: string): boolean {
  return token.length > 0 && [...token].every((c) => canBeChoseong(c));
}

/** The keyword's words, lower-cased, without repeats, each a TEXT or a CHOSEONG token. */
export function tokenizeKeyword(keyword: string): SearchToken[] {
  const words = [...new Set(collapseKeyword(keyword).toLowerCase().split(' ').filter(Boolean))];
  return words.map((text) => ({ text, kind: isChoseongToken(text) ? 'CHOSEONG' : 'TEXT' }));
}

/**
 * A keyword word as the search matches it (decision 068): `text` as typed (lower-cased), and
 * `forms`, the spellings any one of which may match: the word itself and, from the search
 * vocabulary, the words that mean the same ('전시회' → 전시회, 전시, exhibition, 展示…).
 */
export type SearchWord = SearchToken & { forms: string[] };

/** Each token matched as typed, with no other form. */
export function plainSearchWords(keyword: string): SearchWord[] {
  return tokenizeKeyword(keyword).map((token) => ({ ...token, forms: [token.text] }));
}

const LATIN_WORD = /^[a-z]+$/i;
const WHOLE_SYLLABLES = /^[\uAC00-\uD7A3]+$/;

/**
 * A word typed in Latin letters while the keyboard was meant to be on Korean: what the same
 * keys give on the Korean two-set layout, when that is whole syllables ('tjdtn' → '성수',
 * 'vkqdjq' → '팝업'); null when it is not ('seongsu' → 'ㄴ대ㅜㅎ녀', 'dior'). Lower-cased
 * first: a phone capitalises the first letter, and Shift would read as a double consonant.
 */
export function keyboardHangul(word: string): string | null {
  if (!LATIN_WORD.test(word)) return null;
  const hangul = convertQwertyToHangul(word.toLowerCase());
  return WHOLE_SYLLABLES.test(hangul) ? hangul : null;
}

/** The longest piece a run-together word is split into (a brand such as '모노하우스' is 5). */
const MAX_PIECE = 12;

/** Every piece of 2 to MAX_PIECE characters of a word: what a split could be made of. */
export function wordPieces(word: string): string[] {
  const chars = [...word];
  const pieces = new Set<string>();
  for (let start = 0; start < chars.length; start++) {
    for (let end = start + 2; end <= Math.min(chars.length, start + MAX_PIECE); end++) {
      pieces.add(chars.slice(start, end).join(''));
    }
  }
  return [...pieces];
}

/**
 * A word typed without spaces split into the words it is made of ('성수팝업' → 성수, 팝업;
 * '버니블룸팝업' → 버니블룸, 팝업), or null when it cannot be. Pieces are 2+ characters; a
 * piece `known` (a search-dictionary term or a vocabulary word) costs 1, an unknown one 3,
 * and the cheapest split wins (fewest, known pieces); at least one piece must be known. A
 * word that is known as a whole is never split.
 */
export function splitRunTogether(word: string, known: ReadonlySet<string>): string[] | null {
  const chars = [...word];
  if (chars.length < 4 || known.has(word)) return null;
  const n = chars.length;
  const best: ({ cost: number; known: number; pieces: string[] } | null)[] = Array.from({ length: n + 1 }, () => null);
  best[0] = { cost: 0, known: 0, pieces: [] };
  for (let end = 2; end <= n; end++) {
    for (let start = Math.max(0, end - MAX_PIECE); start <= end - 2; start++) {
      const before = best[start];
      if (!before || (start === 0 && end === n)) continue;
      const piece = chars.slice(start, end).join('');
      const isKnown = known.has(piece);
      const candidate = {
        cost: before.cost + (isKnown ? 1 : 3),
        known: before.known + (isKnown ? 1 : 0),
        pieces: [...before.pieces, piece],
      };
      const current = best[end];
      if (
        !current ||
        candidate.cost < current.cost ||
        (candidate.cost === current.cost && candidate.known > current.known)
      ) {
        best[end] = candidate;
      }
    }
  }
  const result = best[n];
  return result && result.known > 0 ? result.pieces : null;
}

/** Compatibility jamo ('팝업' → 'ㅍㅏㅂㅇㅓㅂ'); other characters are kept as they are. */
export function toJamo(text: string): string {
  return disassemble(text);
}

/** The initial consonants of the Hangul in a text, nothing else ('성수 팝업 pop' → 'ㅅㅅㅍㅇ'). */
export function toChoseong(text: string): string {
  return getChoseong(text).replace(/\s+/g, '');
}

const HANGUL_SYLLABLE = /[\uAC00-\uD7A3]/g;
const LATIN_OR_DIGIT = /^[a-z0-9]+$/i;

/**
 * How many edits a one-typo correction of this token may make, 0 when it is too short to
 * correct (a 2-syllable word has too many one-typo neighbours: '성슈' stays as typed).
 *   Hangul, counted in jamo (one wrong syllable costs 1–3): 2 for 3–4 syllables, 3 for 5+.
 *   Latin letters and digits: 1 for 5–8 characters, 2 for more.
 */
export function maxTypoEdits(token: string): number {
  const syllables = token.match(HANGUL_SYLLABLE)?.length ?? 0;
  if (syllables >= 5) return 3;
  if (syllables >= 3) return 2;
  if (syllables > 0 || !LATIN_OR_DIGIT.test(token)) return 0;
  if (token.length > 8) return 2;
  return token.length >= 5 ? 1 : 0;
}

/** Long enough to be typo-corrected: ≥ 3 Hangul syllables or ≥ 5 Latin letters/digits. */
export function isLongToken(token: string): boolean {
  return maxTypoEdits(token) > 0;
}

/** Edit distance (insert, delete, substitute) between two strings, by code point. */
export function levenshtein(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length];
}

/** Edit distance counted in jamo, so '팝업스토아' is 1 from '팝업스토어'. */
export function jamoDistance(a: string, b: string): number {
  return levenshtein(toJamo(a), toJamo(b));
}

/** A LIKE pattern's literal part: `\`, `%` and `_` escaped (the default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
