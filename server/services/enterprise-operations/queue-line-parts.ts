import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { EnterpriseQueueLine, UpdateQueueLineBody } from '@/api/contracts/enterprise-operations';
import { getDb } from '../../db/client';
import { spotQueues } from '../../db/schema';
import { queueLinesOf } from './list-spot-queue-lines';

/*
 * The company console's writes to a pop-up's waiting lines (decision 047): create, change the
 * name and the store's rules, delete an idle line. MANAGER and above of the pop-up's company,
 * or an admin. The line's status (open, pause, close) stays the operator console's
 * (/console/queues/{id}). Each write is in the company's audit log in the same transaction;
 * rule changes are also a SETTINGS event of the line (its own log and live feed), like the
 * console's. The pop-up's page shows its lines, so its cached pages are invalidated.
 */

export type Columns = Partial<typeof spotQueues.$inferInsert>;

/** The body as table columns: join hours as the two columns (null clears both). */
export function columnsOf(body: UpdateQueueLineBody): Columns {
  const { joinHours, ...rest } = body;
  const columns: Columns = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (joinHours !== undefined) {
    columns.joinOpensAt = joinHours?.opensAt ?? null;
    columns.joinClosesAt = joinHours?.closesAt ?? null;
  }
  return columns;
}

export async function lineOf(spotId: number, queueId: number): Promise<EnterpriseQueueLine> {
  const lines = await queueLinesOf(await getDb(), spotId);
  const line = lines.find((l) => l.id === queueId);
  if (!line) throw apiError('NOT_FOUND');
  return line;
}

/** The pop-up of a line (404 once it is gone). */
export async function requireLineSpot(queueId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ spotId: spotQueues.spotId }).from(spotQueues).where(eq(spotQueues.id, queueId));
  if (!row) throw apiError('NOT_FOUND');
  return row.spotId;
}
