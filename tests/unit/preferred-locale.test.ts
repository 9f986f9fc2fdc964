import { describe, expect, it } from 'vitest';
import { suggestedLocale } from '@/lib/preferred-locale';

describe('the language offered to a reader', () => {
  it('offers an English reader English on a Korean page, whatever the region', () => {
    expect(suggestedLocale(['en-US', 'en'], 'ko')).toBe('en');
    expect(suggestedLocale(['en-GB'], 'ja')).toBe('en');
  });

  it('offers the first language of theirs Popspot speaks', () => {
    expect(suggestedLocale(['fr-FR', 'ja-JP', 'en'], 'ko')).toBe('ja');
    expect(suggestedLocale(['zh-TW', 'zh'], 'ko')).toBe('zh');
    expect(suggestedLocale(['ZH-cn'], 'en')).toBe('zh');
  });

  it('offers nothing when the reader reads the page language, or none of Popspot’s', () => {
    expect(suggestedLocale(['ko-KR', 'ko', 'en-US'], 'ko')).toBeNull();
    // A Korean who also reads English is not pestered on an English page.
    expect(suggestedLocale(['ko-KR', 'en-US'], 'en')).toBeNull();
    expect(suggestedLocale(['fr-FR', 'de'], 'ko')).toBeNull();
    expect(suggestedLocale([], 'ko')).toBeNull();
  });
});
