import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from '@/lib/phone';
import { isValidNickname } from '@/lib/nickname';

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
