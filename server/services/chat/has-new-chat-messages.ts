import 'server-only';
import { sql } from 'drizzle-orm';
import type { ChatNew } from '@/api/contracts/chat';
import { getDb } from '../../db/client';
import { findDailyGroupRow, todayKey } from './chat-parts';

/**
 * GET /v1/message-groups/new (signed in): whether today's room has a message the caller has
 * not seen, i.e. one with an id above the caller's last read (0 when never opened). The
 * caller's own messages and deleted ones don't count. Looking does not open today's room:
 * with no room yet there is nothing new.
 */
export async function hasNewChatMessages(input: { userId: number }): Promise<ChatNew> {
  const db = await getDb();
  const group = await findDailyGroupRow(db, todayKey());
  if (!group) return { hasNew: false, messageGroupId: null };
  const { rows } = await db.execute<{ has_new: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM messages m
      WHERE m.group_id = ${group.id}
        AND m.deleted_at IS NULL
        AND m.user_id <> ${input.userId}
        AND m.id > COALESCE(
          (SELECT r.last_read_message_id FROM message_group_reads r
            WHERE r.user_id = ${input.userId} AND r.group_id = ${group.id}),
          0)
    ) AS has_new`);
  return { hasNew: Boolean(rows[0]?.has_new), messageGroupId: group.id };
}
