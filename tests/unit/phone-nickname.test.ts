import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from '@/lib/phone';
import { isValidNickname, suggestedNicknameFor } from '@/lib/nickname';

describe('formatPhoneForDisplay', () => {
  it('shows a dash for an empty number', () => {
    expect(formatPhoneForDisplay('')).toBe('-');
    expect(formatPhoneForDisplay(null)).toBe('-');
    expect(formatPhoneForDisplay(undefined)).toBe('-');
    expect(formatPhoneForDisplay('   ')).toBe('-');
  });

  it('drops the country prefix, restores the 0 and groups 3/4/4', () => {
    expect(formatPhoneForDisplay('+821012345678')).toBe('010-1234-5678');
    // As Kakao shares it (phone_number): spaces and hyphens after the country code.
    expect(formatPhoneForDisplay('+82 10-1234-5678')).toBe('010-1234-5678');
  });

  it('groups shorter numbers 3/1-4/0-4 without a trailing hyphen', () => {
    expect(formatPhoneForDisplay('+82101234567')).toBe('010-1234-567');
    expect(formatPhoneForDisplay('+8210123')).toBe('010-123');
  });

  it('shows the digits when they cannot be grouped', () => {
    expect(formatPhoneForDisplay('+82101234567890')).toBe('0101234567890');
  });
});

describe('isValidNickname', () => {
  it.each(['팝업러버', 'popspot_fan', 'Pop-Spot 2026', 'ab', '가나', 'a'.repeat(32)])('accepts %j', (value) => {
    expect(isValidNickname(value)).toBe(true);
  });

  it.each(['a', '', 'a'.repeat(33), 'emoji🙂', 'dot.name', 'ㅋㅋㅋ', '  ', 'semi;colon', '<script>'])(
    'refuses %j',
    (value) => {
      expect(isValidNickname(value)).toBe(false);
    },
  );
});

describe('suggestedNicknameFor', () => {
  it('offers a generated nickname in Latin letters to readers of other languages, and keeps a chosen one', () => {
    expect(suggestedNicknameFor('팝스팟004821', 'ko')).toBe('팝스팟004821');
    for (const locale of ['en', 'ja', 'zh']) expect(suggestedNicknameFor('팝스팟004821', locale)).toBe('Popspot004821');
    expect(suggestedNicknameFor('민지', 'en')).toBe('민지');
    expect(suggestedNicknameFor('팝스팟러버', 'ja')).toBe('팝스팟러버');
    expect(isValidNickname(suggestedNicknameFor('팝스팟000001', 'zh'))).toBe(true);
  });
});
