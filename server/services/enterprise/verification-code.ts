import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { jwtSecret } from '../../env';

/** How long a mailed code works, and the limits around it (decision 044). */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_CODES = 5;
export const LOCK_MS = 10 * 60_000;
export const RESEND_GAP_MS = 60_000;
export const SENDS_PER_WINDOW = 5;
export const SEND_WINDOW_MS = 60 * 60_000;

/** A fresh six-digit code, uniformly drawn (leading zeros kept). */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The code as stored: HMAC-SHA-256 keyed with a key derived from the server's signing secret
 * (JWT_SECRET, .data/jwt-secret in the demo), over the user, the address and the code. Six
 * digits are a million values: an unkeyed hash would be reversed in a second by whoever reads
 * the table; without the server's secret the stored value tells nothing. Binding the user and
 * the address means one person's hash never verifies another's code.
 */
export function hashVerificationCode(input: { userId: number; email: string; code: string }): string {
  const key = createHmac('sha256', jwtSecret()).update('popspot:enterprise-verification-code:v1').digest();
  return createHmac('sha256', key).update(`${input.userId}\n${input.email}\n${input.code}`).digest('hex');
}

export function codeMatches(stored: string, input: { userId: number; email: string; code: string }): boolean {
  const expected = Buffer.from(hashVerificationCode(input), 'hex');
  const actual = Buffer.from(stored, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whole seconds until `until` (at least 1), for Retry-After. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
