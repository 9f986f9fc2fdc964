import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queueEvents } from '../../db/schema';
import { QUEUE_EVENTS_CHANNEL } from '../../realtime/queue-event-bus';
import { forgetRecentCalls } from './queue-wait-history';

type QueueEventAction = (typeof queueEvents.$inferInsert)['action'];

/**
 * Writes one line event (the audit log and the live feed) and announces it with NOTIFY.
 * Call it inside the transaction that makes the change: PostgreSQL holds the notification
 * until commit and drops it on rollback, so no page hears of a change that did not happen,
 * and every app process listening hears of every one that did.
 */
export async function recordQueueEvent(
  tx: Executor,
  event: {
    queueId: number;
    ticketId?: number | null;
    actorUserId: number | null;
    action: QueueEventAction;
    detail?: Record<string, string | number | boolean | null>;
    at?: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(queueEvents)
    .values({
      queueId: event.queueId,
      ticketId: event.ticketId ?? null,
      actorUserId: event.actorUserId,
      action: event.action,
      detail: event.detail ?? null,
      ...(event.at ? { createdAt: event.at } : {}),
    })
    .returning({ id: queueEvents.id });
  // The payload carries ids only; listeners read what they may see from the database.
  if (event.action !== 'JOIN' && event.action !== 'WALK_IN') forgetRecentCalls(event.queueId);
  const payload = JSON.stringify({ queueId: event.queueId, eventId: row.id });
  await tx.execute(sql`select pg_notify(${QUEUE_EVENTS_CHANNEL}, ${payload})`);
  return row.id;
}
