import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { QueueTicketList } from '@/api/contracts/queues';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { queueTickets } from '../../db/schema';
import { pageOffset, toPage } from '../shared/paging';
import { selectTickets } from './queue-ticket-parts';

/** GET /v1/users/spot-queues: my tickets, newest first. */
export async function listMyQueueTickets(input: {
  userId: number;
  page: number;
  size: number;
  lang?: Locale;
}): Promise<QueueTicketList> {
  const db = await getDb();
  const where = eq(queueTickets.userId, input.userId);
  const [content, [{ total }]] = await Promise.all([
    selectTickets(db, where, input.lang ?? 'ko', { limit: input.size, offset: pageOffset(input) }),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(queueTickets)
      .where(where),
  ]);
  return toPage(content, input, total);
}
