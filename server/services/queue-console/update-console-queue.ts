import 'server-only';
import { eq } from 'drizzle-orm';
import type { ConsoleQueue, UpdateConsoleQueueBody } from '@/api/contracts/queue-console';
import { getDb } from '../../db/client';
import { spotQueues } from '../../db/schema';
import { invalidatePages, pageTags } from '../../cache/page-cache';
import { recordQueueEvent } from '../queues/record-queue-event';
import { readConsoleQueue } from './console-queue-parts';
import { operableLine } from './queue-staff-access';

/**
 * PATCH /v1/console/queues/{id}: open (IN_PROGRESS), pause (HOLD), close (CLOSED) or set
 * READY ("enter now", no wait), and the store's rules. Each change is an event (STATUS,
 * SETTINGS) with before and after; the pop-up's public page shows the new status at once.
 */
export async function updateConsoleQueue(
  input: {
    userId: number;
    queueId: number;
  } & UpdateConsoleQueueBody,
): Promise<ConsoleQueue> {
  const { userId, queueId, ...changes } = input;
  const db = await getDb();
  const spotId = await db.transaction(async (tx) => {
    const line = await operableLine(tx, { userId, queueId, lock: true });
    const [before] = await tx
      .select({
        status: spotQueues.status,
        remoteJoinEnabled: spotQueues.remoteJoinEnabled,
        maxPartySize: spotQueues.maxPartySize,
        noShowGraceMinutes: spotQueues.noShowGraceMinutes,
      })
      .from(spotQueues)
      .where(eq(spotQueues.id, queueId));
    const { status, ...settings } = changes;
    const changedSettings = Object.fromEntries(
      Object.entries(settings).filter(
        ([key, value]) => value !== undefined && before[key as keyof typeof before] !== value,
      ),
    );
    const statusChanged = status !== undefined && status !== before.status;
    if (!statusChanged && Object.keys(changedSettings).length === 0) return null;
    await tx
      .update(spotQueues)
      .set({ ...(statusChanged ? { status } : {}), ...changedSettings })
      .where(eq(spotQueues.id, queueId));
    if (statusChanged) {
      await recordQueueEvent(tx, {
        queueId,
        actorUserId: userId,
        action: 'STATUS',
        detail: { from: before.status, to: status },
      });
    }
    if (Object.keys(changedSettings).length > 0) {
      await recordQueueEvent(tx, {
        queueId,
        actorUserId: userId,
        action: 'SETTINGS',
        detail: changedSettings as Record<string, string | number | boolean>,
      });
    }
    return line.spotId;
  });
  if (spotId !== null) await invalidatePages([pageTags.spot(spotId)]);
  return readConsoleQueue(db, queueId);
}
