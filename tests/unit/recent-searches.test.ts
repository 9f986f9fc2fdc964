import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_MAX,
  removeRecentSearch,
} from '@/lib/search/recent-searches';

describe('recent searches (kept on the device)', () => {
  it('puts the newest first and keeps each keyword once, in its newest place', () => {
    let list = addRecentSearch([], '성수');
    list = addRecentSearch(list, '잠실');
    expect(list).toEqual(['잠실', '성수']);
    // Searched again: it moves to the top instead of appearing twice.
    expect(addRecentSearch(list, '성수')).toEqual(['성수', '잠실']);
    // Letter case and spacing don't make a different keyword; the newest spelling is kept.
    expect(addRecentSearch(['dior', '성수 팝업'], 'Dior')).toEqual(['Dior', '성수 팝업']);
    expect(addRecentSearch(['성수 팝업'], '  성수   팝업 ')).toEqual(['성수 팝업']);
  });

  it('ignores a blank keyword and cuts an over-long one to what the search box takes', () => {
    expect(addRecentSearch(['성수'], '   ')).toEqual(['성수']);
    expect(addRecentSearch([], 'ㄱ'.repeat(60))).toEqual(['ㄱ'.repeat(50)]);
  });

  it(`keeps at most ${RECENT_SEARCHES_MAX}, dropping the oldest`, () => {
    let list: string[] = [];
    for (let i = 1; i <= RECENT_SEARCHES_MAX + 2; i++) list = addRecentSearch(list, `키워드${i}`);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe(`키워드${RECENT_SEARCHES_MAX + 2}`);
    expect(list).not.toContain('키워드1');
    expect(list).not.toContain('키워드2');
  });

  it('removes one keyword and leaves the others in order', () => {
    expect(removeRecentSearch(['잠실', '성수', '홍대'], '성수')).toEqual(['잠실', '홍대']);
    expect(removeRecentSearch(['잠실'], '없음')).toEqual(['잠실']);
  });

  it('reads what is stored, and anything broken or foreign as a clean list', () => {
    expect(parseRecentSearches(JSON.stringify(['잠실', '성수']))).toEqual(['잠실', '성수']);
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    // Non-strings and blanks dropped, duplicates kept once in their newest place, capped.
    expect(parseRecentSearches(JSON.stringify(['잠실', 3, ' ', null, '성수', '잠실']))).toEqual(['잠실', '성수']);
    const many = Array.from({ length: 15 }, (_, i) => `키워드${i}`);
    expect(parseRecentSearches(JSON.stringify(many))).toEqual(many.slice(0, RECENT_SEARCHES_MAX));
  });
});
