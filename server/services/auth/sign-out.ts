import 'server-only';
import { getDb } from '../../db/client';
import { revokeSession } from './revoke-session';

/** POST /v1/auth/logout: the caller's session ends now; its token is refused from here on. */
export async function endSession({ userId, sessionId }: { userId: number; sessionId: string }): Promise<void> {
  await revokeSession(await getDb(), { userId, sessionId });
}
