/**
 * Korean landline and mobile numbers for display and dialling. Partners' numbers are stored
 * as national digits ("0212345001"); "+82" forms are accepted too. (lib/phone.ts is the
 * spec's rule for the account's international-form numbers, which differs.)
 *
 * - Seoul's area code is 2 digits: 02-123-4567, 02-1234-5678;
 * - other area codes and mobiles 3: 031-123-4567, 010-1234-5678;
 * - 8-digit nationwide numbers (15xx, 16xx, 18xx): 1588-1234.
 * Anything else is shown as typed rather than guessed at.
 */
export function koreanPhoneDigits(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let digits = raw.replace(/[^\d+]/g, '');
  if (digits.startsWith('+82')) digits = `0${digits.slice(3).replace(/^0/, '')}`;
  digits = digits.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 11 ? digits : null;
}

export function formatKoreanPhone(value: string | null | undefined): string | null {
  const digits = koreanPhoneDigits(value);
  if (!digits) return value?.trim() || null;
  if (/^1[5-9]\d{6}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  if (rest.length < 7 || rest.length > 8) return value!.trim();
  const middle = rest.length - 4;
  return `${digits.slice(0, area)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}
