import 'server-only';

/** What a sign-in provider (Kakao, Naver) tells us about a person, each item only when shared. */
export type ProviderProfile = {
  id: string;
  nickname: string | null;
  profileImageUrl: string | null;
  email: string | null;
  /** International form, '+82 10-1234-5678'. */
  phone: string | null;
  /** Kakao's form, '20~29', read by the age check. */
  ageRange: string | null;
  birthYear: number | null;
  /** 'MMDD' */
  birthday: string | null;
};

/** A non-empty trimmed string, or null. */
export const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** A plausible birth year ('1995' or 1995), or null. */
export function birthYearOf(value: unknown): number | null {
  const year = Number(text(value));
  return Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null;
}

/** A birthday as 'MMDD' (Naver writes 'MM-DD'), or null. */
export function birthdayOf(value: unknown): string | null {
  const day = text(value)?.replace('-', '') ?? null;
  return day && /^\d{4}$/.test(day) ? day : null;
}
