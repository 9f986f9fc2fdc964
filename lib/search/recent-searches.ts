/**
 * The reader's recent searches, kept on the device only (hooks/use-recent-searches.ts stores
 * them in localStorage). Pure list rules: newest first, each keyword once (letter case and
 * spacing aside), at most RECENT_SEARCHES_MAX.
 */
export const RECENT_SEARCHES_MAX = 10;

/** The search box and the API take keywords of up to 50 characters. */
const KEYWORD_MAX_LENGTH = 50;

/** Runs of white space become one space; the ends are trimmed. */
function normalized(keyword: string): string {
  return keyword.replace(/\s+/g, ' ').trim().slice(0, KEYWORD_MAX_LENGTH).trim();
}

const sameKeyword = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** `keyword` first, its older copy dropped, the oldest beyond the limit dropped; a blank keyword changes nothing. */
export function addRecentSearch(list: readonly string[], keyword: string): string[] {
  const next = normalized(keyword);
  if (!next) return [...list];
  return [next, ...list.filter((item) => !sameKeyword(item, next))].slice(0, RECENT_SEARCHES_MAX);
}

/** The list without `keyword`. */
export function removeRecentSearch(list: readonly string[], keyword: string): string[] {
  return list.filter((item) => item !== keyword);
}

/**
 * The stored value (JSON, newest first) as a clean list. Anything else (another app's value,
 * a hand edit, a broken write) reads as what can be saved of it, or as no recent searches.
 */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  // Added oldest first, so the newest copy of a keyword is the one kept, in its place.
  return value
    .filter((item): item is string => typeof item === 'string')
    .reduceRight<string[]>((list, item) => addRecentSearch(list, item), []);
}
