import { describe, expect, it } from 'vitest';
import {
  collapseKeyword,
  escapeLike,
  isChoseongToken,
  isLongToken,
  keyboardHangul,
  splitRunTogether,
  wordPieces,
  jamoDistance,
  levenshtein,
  maxTypoEdits,
  normalizeSearchText,
  toChoseong,
  toJamo,
  tokenizeKeyword,
} from '@/lib/search/korean-query';

describe('keyword normalising and tokenising', () => {
  it('collapses whitespace for display and removes it for matching', () => {
    expect(collapseKeyword('  성수   POP\t팝업 ')).toBe('성수 POP 팝업');
    expect(normalizeSearchText(' 성수 POP-Up\n스토어 ')).toBe('성수pop-up스토어');
  });

  it('splits on whitespace, lower-cases, drops repeats and tells initials from text', () => {
    expect(tokenizeKeyword('  성수  ㅍㅇ POP pop ')).toEqual([
      { text: '성수', kind: 'TEXT' },
      { text: 'ㅍㅇ', kind: 'CHOSEONG' },
      { text: 'pop', kind: 'TEXT' },
    ]);
    expect(tokenizeKeyword('   ')).toEqual([]);
    // Mid-composition ('성ㅅ') is a text word in the list.
    expect(tokenizeKeyword('성ㅅ')).toEqual([{ text: '성ㅅ', kind: 'TEXT' }]);
  });

  it('a choseong word is initial consonants only, double ones included', () => {
    expect(isChoseongToken('ㅅㅅ')).toBe(true);
    expect(isChoseongToken('ㄲㄸㅃㅆㅉ')).toBe(true);
    expect(isChoseongToken('ㄳ')).toBe(false);
    expect(isChoseongToken('ㅏ')).toBe(false);
    expect(isChoseongToken('성ㅅ')).toBe(false);
    expect(isChoseongToken('ss')).toBe(false);
    expect(isChoseongToken('')).toBe(false);
  });

  it('gives jamo and initials as es-hangul does', () => {
    expect(toJamo('팝업스토어')).toBe('ㅍㅏㅂㅇㅓㅂㅅㅡㅌㅗㅇㅓ');
    // A syllable's jamo prefix the next word's: typing '갑' on the way to '가방'.
    expect(toJamo('가방').startsWith(toJamo('갑'))).toBe(true);
    expect(toJamo('flagship')).toBe('flagship');
    expect(toChoseong('성수 팝업스토어 POP 2026')).toBe('ㅅㅅㅍㅇㅅㅌㅇ');
    expect(toChoseong('ㅋㅋ팝업')).toBe('ㅋㅋㅍㅇ');
  });
});

describe('typo limits', () => {
  it('corrects Hangul words of 3+ syllables only: 2 jamo for 3–4, 3 for 5+', () => {
    expect(maxTypoEdits('성슈')).toBe(0);
    expect(maxTypoEdits('캐릭타')).toBe(2);
    expect(maxTypoEdits('팝업스토')).toBe(2);
    expect(maxTypoEdits('팝업스토아')).toBe(3);
    expect(isLongToken('성슈')).toBe(false);
    expect(isLongToken('캐릭타')).toBe(true);
  });

  it('corrects Latin words of 5+ letters or digits: 1 edit up to 8, 2 beyond', () => {
    expect(maxTypoEdits('dior')).toBe(0);
    expect(maxTypoEdits('flags')).toBe(1);
    expect(maxTypoEdits('flagship')).toBe(1);
    expect(maxTypoEdits('flagships')).toBe(2);
    expect(maxTypoEdits('pop-up')).toBe(0);
    expect(maxTypoEdits('ㅅㅅㅅㅅㅅ')).toBe(0);
  });

  it('measures edits by code point, and Hangul in jamo', () => {
    expect(levenshtein('', '')).toBe(0);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('flagshp', 'flagship')).toBe(1);
    expect(levenshtein('팝업', '팝업')).toBe(0);
    expect(levenshtein('abc', '')).toBe(3);
    expect(jamoDistance('팝업스토아', '팝업스토어')).toBe(1);
    expect(jamoDistance('캐릭타', '캐릭터')).toBe(1);
    // A whole wrong syllable costs up to 3 jamo.
    expect(jamoDistance('성수', '강남')).toBe(5);
  });
});

describe('LIKE escaping', () => {
  it('escapes the backslash, percent and underscore only', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('성수ㅅ')).toBe('성수ㅅ');
  });
});

describe('keyboardHangul (decision 068)', () => {
  it('reads Latin letters as the Korean two-set layout when that gives whole syllables', () => {
    expect(keyboardHangul('tjdtn')).toBe('성수');
    expect(keyboardHangul('vkqdjq')).toBe('팝업');
    // A phone's capital first letter is not Shift on purpose: 'Tjdtn' is 성수, not 썽수.
    expect(keyboardHangul('Tjdtn')).toBe('성수');
    expect(keyboardHangul('qjslqmffna')).toBe('버니블룸');
  });

  it('leaves words that are not whole syllables there, and anything not Latin', () => {
    expect(keyboardHangul('seongsu')).toBeNull();
    expect(keyboardHangul('dior')).toBeNull();
    expect(keyboardHangul('성수')).toBeNull();
    expect(keyboardHangul('tjdtn2')).toBeNull();
  });
});

describe('splitRunTogether (decision 068)', () => {
  const known = new Set(['성수', '팝업', '팝업스토어', '버니블룸', '강남', '뷰티']);

  it('splits a run-together word into known words, fewest pieces first', () => {
    expect(splitRunTogether('성수팝업', known)).toEqual(['성수', '팝업']);
    expect(splitRunTogether('버니블룸팝업', known)).toEqual(['버니블룸', '팝업']);
    expect(splitRunTogether('성수팝업스토어', known)).toEqual(['성수', '팝업스토어']);
    expect(splitRunTogether('강남뷰티', known)).toEqual(['강남', '뷰티']);
  });

  it('keeps an unknown piece beside a known one, and never splits a known or short word', () => {
    expect(splitRunTogether('강남신상', known)).toEqual(['강남', '신상']);
    expect(splitRunTogether('팝업스토어', known)).toBeNull();
    expect(splitRunTogether('신상여름', known)).toBeNull();
    expect(splitRunTogether('성수', known)).toBeNull();
  });

  it('looks up pieces of 2 characters and more', () => {
    expect(wordPieces('성수팝업')).toEqual(['성수', '성수팝', '성수팝업', '수팝', '수팝업', '팝업']);
  });
});
