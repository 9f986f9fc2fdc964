import 'server-only';
import { and, gt, isNull } from 'drizzle-orm';
import { userSessions, users } from '../../db/schema';

/**
 * Server-side sessions (decision 048): one user_sessions row per sign-in, named by the access
 * token's `sid`. A token is honoured only while its row is live: not revoked, not expired,
 * and its account not deleted. This is that condition, over user_sessions joined with users.
 */
export const isLiveSession = (now: Date) =>
  and(isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now), isNull(users.deletedAt));
