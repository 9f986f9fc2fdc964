/**
 * The rules of Popspot's own reservations (decision 043), shared by the API's checks, the
 * booking form and the tests so that all three use the same numbers.
 */

/** The most people one booking brings (the organiser counts places in people). */
export const RESERVATION_MAX_PARTY_SIZE = 4;

/** A booking can be cancelled until this many minutes before its slot starts. */
export const RESERVATION_CANCEL_CUTOFF_MINUTES = 60;

/** The reminder goes out this many minutes before the slot starts (once). */
export const RESERVATION_REMINDER_MINUTES = 180;

/** The booker's name and phone are erased this many days after the visit. */
export const BOOKER_DETAILS_RETENTION_DAYS = 30;

/** The booker's name as the organiser reads it at the door. */
export const BOOKER_NAME_MAX_LENGTH = 20;

/**
 * The version of the consent text (locales: reservation.form.consent) that a booking records.
 * A new wording is a new version, so every stored consent names the text that was agreed to.
 */
export const RESERVATION_CONSENT_VERSION = '2026-11-01';

/** How many days of slots the booking page asks for at once. */
export const RESERVATION_SLOT_DAYS = 30;

const MOBILE_DIGITS = /^010\d{8}$/;

/**
 * A Korean mobile number as its 11 digits ("010-1234-5678", "010 1234 5678", "+82 10-1234-5678"
 * -> "01012345678"), or null when it is not a 010 number.
 */
export function koreanMobileDigits(value: string): string | null {
  let digits = value.trim().replace(/[\s-]/g, '');
  if (digits.startsWith('+82')) digits = `0${digits.slice(3).replace(/^0/, '')}`;
  return MOBILE_DIGITS.test(digits) ? digits : null;
}

/** "01012345678" -> "010-1234-5678". */
export function formatKoreanMobile(digits: string): string {
  return MOBILE_DIGITS.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}` : digits;
}

/** "5678-ABCD-12"-style grouping of an entry code, easier to read out at the door. */
export function formatEntryCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}
