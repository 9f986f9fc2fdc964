import 'server-only';
import type { MySession } from '@/api/contracts/auth';
import { getDb } from '../../db/client';
import { listLiveSessions } from '../auth/list-live-sessions';
import { revokeAllSessions } from '../auth/revoke-all-sessions';

/** GET /v1/users/me/sessions: where I am signed in, this device marked. */
export async function listMySessions({
  userId,
  sessionId,
}: {
  userId: number;
  sessionId: string;
}): Promise<MySession[]> {
  const rows = await listLiveSessions(await getDb(), userId);
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === sessionId,
  }));
}

/**
 * DELETE /v1/users/me/sessions: sign out of every device, this one included. Every token of
 * the account is refused from the next request on. Answers how many sessions ended.
 */
export async function signOutEverywhere({ userId }: { userId: number }): Promise<{ ended: number }> {
  return { ended: await revokeAllSessions(await getDb(), userId) };
}
