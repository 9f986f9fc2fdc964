import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: the secret part of a calendar subscription URL (43 URL-safe characters). */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a leaked table does not reveal anyone's calendar. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
