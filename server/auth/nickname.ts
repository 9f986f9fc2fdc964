import 'server-only';
import { randomInt } from 'node:crypto';
import { GENERATED_NICKNAME_PREFIX, isValidNickname, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '@/lib/nickname';

function generateNickname(): string {
  return `${GENERATED_NICKNAME_PREFIX}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * A Kakao nickname made to fit our rule (2-32 of digits, letters, Hangul, space, '-', '_'):
 * emoji and other characters are dropped, spaces collapsed. Null when too little is left,
 * and the caller generates one instead.
 */
export function sanitizeNickname(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const cleaned = raw
    .normalize('NFC')
    .replace(/[^0-9A-Za-z가-힣 _-]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, NICKNAME_MAX_LENGTH)
    .trim();
  if (cleaned.length < NICKNAME_MIN_LENGTH || !isValidNickname(cleaned)) return null;
  return cleaned;
}

/**
 * Nicknames to try, in order, for a new account: the profile's own, then the same with a
 * short random suffix (two people called '민지'), then generated ones. Uniqueness is the
 * database's (a unique index on lower(nickname)); the caller tries the next on a collision.
 */
export function nicknameCandidates(preferred: string | null, count = 6): string[] {
  const out: string[] = [];
  if (preferred) {
    out.push(preferred);
    for (let i = 0; i < 2; i += 1) {
      const suffix = String(randomInt(1000, 10_000));
      out.push(`${preferred.slice(0, NICKNAME_MAX_LENGTH - suffix.length)}${suffix}`);
    }
  }
  while (out.length < count) out.push(generateNickname());
  return out;
}
