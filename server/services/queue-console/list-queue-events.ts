import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import type { QueueEventPage } from '@/api/contracts/queue-console';
import { getDb } from '../../db/client';
import { queueEvents, queueTickets, users } from '../../db/schema';
import { pageOffset, toPage, type PageRequest } from '../shared/paging';
import { operableLine } from './queue-staff-access';

/** GET /v1/console/queues/{id}/events: the line's audit log, newest first. */
export async function listQueueEvents(
  input: { userId: number; queueId: number } & PageRequest,
): Promise<QueueEventPage> {
  const db = await getDb();
  await operableLine(db, input);
  const where = eq(queueEvents.queueId, input.queueId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: queueEvents.id,
        action: queueEvents.action,
        ticketNumber: queueTickets.ticketNumber,
        actor: users.nickname,
        detail: queueEvents.detail,
        createdAt: queueEvents.createdAt,
      })
      .from(queueEvents)
      .leftJoin(queueTickets, eq(queueTickets.id, queueEvents.ticketId))
      .leftJoin(users, eq(users.id, queueEvents.actorUserId))
      .where(where)
      .orderBy(desc(queueEvents.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(queueEvents).where(where),
  ]);
  return toPage(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    input,
    total.n,
  );
}
