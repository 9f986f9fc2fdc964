import 'server-only';
import type { ConsoleQueue } from '@/api/contracts/queue-console';
import { getDb } from '../../db/client';
import { readConsoleQueue } from './console-queue-parts';
import { operableLine } from './queue-staff-access';

/** GET /v1/console/queues/{id}: the line as its staff see it. */
export async function getConsoleQueue(input: { userId: number; queueId: number }): Promise<ConsoleQueue> {
  const db = await getDb();
  await operableLine(db, input);
  return readConsoleQueue(db, input.queueId);
}
