import 'server-only';
import type { Executor } from '../../db/client';
import { userSessions } from '../../db/schema';
import { serverEnv } from '../../env';
import type { SessionDevice } from './session-device';

/** A new live session for the user (a sign-in), expiring ACCESS_TOKEN_TTL_SECONDS from now. */
export async function startSession(
  db: Executor,
  userId: number,
  device: SessionDevice,
  now = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + serverEnv().ACCESS_TOKEN_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(userSessions)
    .values({ userId, createdAt: now, lastSeenAt: now, expiresAt, userAgent: device.userAgent })
    .returning({ id: userSessions.id, expiresAt: userSessions.expiresAt });
  return row;
}
