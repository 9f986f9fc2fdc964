import { KEYWORD_LIMITS } from './constants';

/**
 * A keyword as stored and matched: Unicode NFC (a Hangul syllable typed as jamo equals the
 * precomposed one), trimmed, inner runs of spaces as one. Letter case is kept for display;
 * matching and duplicates ignore it.
 */
export function normalizeKeyword(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function isValidKeyword(keyword: string): boolean {
  const length = [...keyword].length;
  return length >= KEYWORD_LIMITS.minLength && length <= KEYWORD_LIMITS.maxLength && !/[\p{Cc}\p{Cf}]/u.test(keyword);
}

/** The list as it will be kept: normalized, valid, each once regardless of case, in order. */
export function distinctKeywords(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const keyword of raw.map(normalizeKeyword)) {
    const key = keyword.toLocaleLowerCase('ko');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}
