import 'server-only';
import { apiError } from '@/api/api-error';
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
export async function addWalkIn(input: { userId: number; queueId: number; body: WalkInBody }): Promise<ConsoleQueue> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await operableLine(tx, { userId: input.userId, queueId: input.queueId, lock: true });
    await issueTicket(tx, {
      queueId: input.queueId,
      userId: null,
      actorUserId: input.userId,
      source: 'WALK_IN',
      walkInNote: input.body.note ?? null,
      partySize: input.body.partySize,
      admit: (line) => {
        if (line.status === 'CLOSED') throw apiError('QUEUE_NOT_TAKING');
        if (input.body.partySize > line.maxPartySize) {
          throw apiError('QUEUE_PARTY_TOO_LARGE', { 'json.partySize': [`at most ${line.maxPartySize}`] });
        }
      },
    });
  });
  return readConsoleQueue(db, input.queueId);
}
