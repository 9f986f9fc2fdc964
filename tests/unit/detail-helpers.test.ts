import { describe, expect, it } from 'vitest';
import { formatDistance } from '@/lib/format-distance';
import { formatKoreanPhone, koreanPhoneDigits } from '@/lib/korean-phone';
import { safeExternalUrl } from '@/lib/safe-url';

describe('formatDistance', () => {
  it('uses metres, rounded to 10, under 1 km', () => {
    expect(formatDistance(347, 'ko')).toBe('350m');
    expect(formatDistance(3, 'en')).toBe('10 m');
  });

  it('uses kilometres with one decimal under 10 km, whole ones above', () => {
    expect(formatDistance(996, 'ko')).toBe('1km');
    expect(formatDistance(1234, 'en')).toBe('1.2 km');
    expect(formatDistance(12_345, 'ko')).toBe('12km');
  });

  it('shows nothing for a nonsense distance', () => {
    expect(formatDistance(Number.NaN, 'ko')).toBe('');
    expect(formatDistance(-5, 'ko')).toBe('');
  });
});

describe('Korean phone numbers', () => {
  it("groups Seoul's 2-digit area code, other area codes, mobiles and nationwide numbers", () => {
    expect(formatKoreanPhone('0212345001')).toBe('02-1234-5001');
    expect(formatKoreanPhone('021234567')).toBe('02-123-4567');
    expect(formatKoreanPhone('0311234567')).toBe('031-123-4567');
    expect(formatKoreanPhone('01012345678')).toBe('010-1234-5678');
    expect(formatKoreanPhone('15881234')).toBe('1588-1234');
  });

  it('accepts +82 and separators; dials the national digits', () => {
    expect(formatKoreanPhone('+82 10-1234-5678')).toBe('010-1234-5678');
    expect(koreanPhoneDigits('+82 2 1234 5001')).toBe('0212345001');
  });

  it('shows what it cannot parse as typed, and nothing when empty', () => {
    expect(formatKoreanPhone('내선 123')).toBe('내선 123');
    expect(koreanPhoneDigits('123')).toBeNull();
    expect(formatKoreanPhone('  ')).toBeNull();
    expect(formatKoreanPhone(null)).toBeNull();
  });
});

describe('safeExternalUrl', () => {
  it('keeps http(s) links', () => {
    expect(safeExternalUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(safeExternalUrl('http://example.com')).toBe('http://example.com/');
  });

  it('drops scripts, data and relative or broken links', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('/popup/1')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});
