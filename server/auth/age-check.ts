import 'server-only';
import { SERVICE_TIME_ZONE } from '@/lib/constants';

/** The product may not sign up children under 14 (Korean PIPA, art. 22-2 needs a guardian). */
const MINIMUM_AGE = 14;

type AgeFacts = { ageRange: string | null; birthYear: number | null; birthday: string | null };

function seoulToday(now: Date): { year: number; monthDay: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SERVICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: Number(get('year')), monthDay: `${get('month')}${get('day')}` };
}

/**
 * Whether Kakao's answer says the person is under 14. The most precise facts win: birth year
 * and birthday give the exact age; a birth year alone settles every age but 14 (whose
 * birthday may be yet to come); otherwise the age range decides, and Kakao's '1~9' and
 * '10~14' ranges both hold under-14s, so both are refused (a 14-year-old in '10~14' who
 * shares no birth date is refused too: we cannot tell them apart). Without any age facts
 * the sign-in goes on, and the sign-up step's age confirmation is the check.
 */
export function isUnder14(facts: AgeFacts, now = new Date()): boolean {
  const today = seoulToday(now);
  if (facts.birthYear) {
    let age = today.year - facts.birthYear;
    if (facts.birthday) {
      if (today.monthDay < facts.birthday) age -= 1;
      return age < MINIMUM_AGE;
    }
    if (age > MINIMUM_AGE) return false;
    if (age < MINIMUM_AGE) return true;
  }
  const range = facts.ageRange?.match(/^(\d+)~(\d+)?$/);
  if (range) return Number(range[1]) < MINIMUM_AGE;
  return false;
}
