import { describe, expect, it } from 'vitest';
import { localizedPath, pathWithoutLocale } from '@/i18n/localized-path';

describe('localizedPath', () => {
  it('leaves Korean unprefixed', () => {
    expect(localizedPath('/popup/1', 'ko')).toBe('/popup/1');
    expect(localizedPath('/', 'ko')).toBe('/');
  });

  it('prefixes the other languages, without a trailing slash at home', () => {
    expect(localizedPath('/popup/1?tab=MAP', 'en')).toBe('/en/popup/1?tab=MAP');
    expect(localizedPath('/', 'ja')).toBe('/ja');
    expect(localizedPath('/?keyword=a', 'zh')).toBe('/zh?keyword=a');
  });

  it('keeps the query and hash', () => {
    expect(localizedPath('/login?next=%2Fen%2Fmypage', 'en')).toBe('/en/login?next=%2Fen%2Fmypage');
    expect(localizedPath('/popup/3?tab=REVIEW#top', 'ko')).toBe('/popup/3?tab=REVIEW#top');
    expect(localizedPath('/#top', 'en')).toBe('/en#top');
  });

  it('leaves external and relative addresses alone', () => {
    expect(localizedPath('https://map.kakao.com/x', 'en')).toBe('https://map.kakao.com/x');
    expect(localizedPath('//cdn.example/x', 'en')).toBe('//cdn.example/x');
    expect(localizedPath('#reviews', 'en')).toBe('#reviews');
  });
});

describe('pathWithoutLocale', () => {
  it('strips the reader’s prefix only', () => {
    expect(pathWithoutLocale('/en/popup/1', 'en')).toBe('/popup/1');
    expect(pathWithoutLocale('/en', 'en')).toBe('/');
    expect(pathWithoutLocale('/popup/1', 'ko')).toBe('/popup/1');
    expect(pathWithoutLocale('/english-post', 'en')).toBe('/english-post');
  });
});
