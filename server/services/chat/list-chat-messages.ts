import 'server-only';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ChatMessageList } from '@/api/contracts/chat';
import { getDb, type Executor } from '../../db/client';
import { messageGroupReads, messages, users } from '../../db/schema';
import { findGroupOrThrow, messageColumns, toChatMessage } from './chat-parts';
import { pageOffset, toPage } from '../shared/paging';

/**
 * GET /v1/message-groups/{groupId}/messages: a room's messages newest first, public. Deleted
 * messages keep their place (content null). `before` (a message id) makes a stable cursor for
 * reading back while new messages arrive; `page`/`size` page within it.
 *
 * A signed-in reader's last read moves up to the newest message returned (never down, and
 * only written when it moves), which is what the new-message indicator compares against.
 */
export async function listChatMessages(input: {
  groupId: number;
  viewerId: number | null;
  page: number;
  size: number;
  before?: number;
}): Promise<ChatMessageList> {
  const db = await getDb();
  await findGroupOrThrow(db, input.groupId);
  const where = and(
    eq(messages.groupId, input.groupId),
    input.before !== undefined ? lt(messages.id, input.before) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(messageColumns)
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(where)
      .orderBy(desc(messages.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(messages)
      .where(where),
  ]);
  if (input.viewerId !== null && rows.length > 0) {
    await markRead(db, input.viewerId, input.groupId, rows[0].id);
  }
  return toPage(
    rows.map((row) => toChatMessage(row, input.viewerId)),
    input,
    total,
  );
}

async function markRead(db: Executor, userId: number, groupId: number, messageId: number): Promise<void> {
  await db
    .insert(messageGroupReads)
    .values({ userId, groupId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [messageGroupReads.userId, messageGroupReads.groupId],
      set: { lastReadMessageId: sql`excluded.last_read_message_id`, updatedAt: new Date() },
      // Polling every few seconds must not rewrite the row when nothing moved, and an older
      // page read later must not move the position back.
      setWhere: sql`${messageGroupReads.lastReadMessageId} < excluded.last_read_message_id`,
    });
}
