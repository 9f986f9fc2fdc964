import 'server-only';
import type { QueueJoinCode } from '@/api/contracts/queue-console';
import { signQueueJoinCode } from '../../auth/queue-join-code';
import { getDb } from '../../db/client';
import { operableLine } from './queue-staff-access';

/**
 * GET /v1/console/queues/{id}/join-code: a fresh code for the QR the store shows at its
 * door. Only the line's staff get one, so nobody can mint a door code from home.
 */
export async function issueQueueJoinCode(input: { userId: number; queueId: number }): Promise<QueueJoinCode> {
  const db = await getDb();
  await operableLine(db, input);
  const { code, expiresAt } = await signQueueJoinCode(input.queueId);
  const path = `/waiting/join?queue=${input.queueId}&code=${encodeURIComponent(code)}`;
  return { code, path, expiresAt: expiresAt.toISOString() };
}
