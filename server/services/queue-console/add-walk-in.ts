import 'server-only';
import type { ConsoleQueue, WalkInBody } from '@/api/contracts/queue-console';
import { getDb } from '../../db/client';
import { issueTicket } from '../queues/issue-ticket';
import { readConsoleQueue } from './console-queue-parts';
import { operableLine } from './queue-staff-access';

/**
 * POST /v1/console/queues/{id}/walk-ins: staff add a team standing at the door without the
 * app. It takes the next number like any join (issueTicket), whatever the remote-joining
 * switch says, but not on a closed line, and within the line's largest party.
 */
export async function addWalkIn(
  input: {
    userId: number;
    queueId: number;
  } & WalkInBody,
): Promise<ConsoleQueue> {
  const { userId, queueId, ...walkIn } = input;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await operableLine(tx, { userId, queueId, lock: true });
    await issueTicket(tx, {
      queueId,
      userId: null,
      actorUserId: userId,
      source: 'WALK_IN',
      walkInNote: walkIn.note ?? null,
      partySize: walkIn.partySize,
      // Any line but a closed one, whatever the remote-joining switch and the join hours say.
      rules: { statuses: ['READY', 'IN_PROGRESS', 'HOLD'] },
    });
  });
  return readConsoleQueue(db, queueId);
}
