import { PHONE_PATTERN } from './constants';

/**
 * The spec's phone display rule. Numbers arrive in international form ("+821012345678"):
 * drop the 3-character country prefix, put the trunk 0 back, and group the digits
 * 3 / 1-4 / 0-4 with hyphens ("010-1234-5678"). Empty shows a dash.
 */
export function formatPhoneForDisplay(phone: string | null | undefined): string {
  const value = phone?.trim() ?? '';
  if (!value) return '-';
  const national = `0${value.slice(3)}`.replace(/\D/g, '');
  const match = PHONE_PATTERN.exec(national);
  // Not a shape we can group (too long, too short): show the digits rather than guess.
  if (!match) return national;
  return match.slice(1).filter(Boolean).join('-');
}
