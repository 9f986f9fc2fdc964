import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { QueueTicketList } from '@/api/contracts/queues';
import type { QueueTicketStatus } from '@/api/contracts/queue-ticket-status';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { queueTickets } from '../../db/schema';
import { pageOffset, pageTotal, toPage } from '../shared/paging';
import { selectTickets } from './queue-ticket-parts';

/** GET /v1/users/spot-queues: my tickets, newest first, those in `statuses` only when given. */
export async function listMyQueueTickets(input: {
  userId: number;
  page: number;
  size: number;
  lang?: Locale;
  statuses?: QueueTicketStatus[];
}): Promise<QueueTicketList> {
  const db = await getDb();
  const where = and(
    eq(queueTickets.userId, input.userId),
    input.statuses?.length ? inArray(queueTickets.status, input.statuses) : undefined,
  );
  const content = await selectTickets(db, where, input.lang ?? 'ko', { limit: input.size, offset: pageOffset(input) });
  const total = await pageTotal(content.length, input, () =>
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(queueTickets)
      .where(where)
      .then(([row]) => row.total),
  );
  return toPage(content, input, total);
}
