import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ChatMessage } from '@/api/contracts/chat';
import { getDb } from '../../db/client';
import { messages } from '../../db/schema';
import { findMessageRow, isAdmin, toChatMessage } from './chat-parts';

/**
 * DELETE /v1/message-groups/{groupId}/messages/{id}: the author (or an ADMIN, moderating)
 * deletes a message. A soft delete that erases the text: the row keeps its place in the
 * thread ('deleted message'), the words are gone. Unknown id, or one from another room: 404;
 * someone else's message: 403 (messages are public, so there is no existence to hide).
 * Deleting again answers the deleted message (retries are harmless).
 */
export async function deleteChatMessage(input: {
  userId: number;
  groupId: number;
  messageId: number;
}): Promise<ChatMessage> {
  const db = await getDb();
  const row = await findMessageRow(db, input.messageId);
  if (!row || row.groupId !== input.groupId) throw apiError('NOT_FOUND');
  if (row.userId !== input.userId && !(await isAdmin(db, input.userId))) throw apiError('FORBIDDEN');
  if (row.deletedAt === null) {
    await db
      .update(messages)
      .set({ deletedAt: new Date(), content: '' })
      .where(and(eq(messages.id, input.messageId), isNull(messages.deletedAt)));
  }
  return toChatMessage((await findMessageRow(db, input.messageId))!, input.userId);
}
