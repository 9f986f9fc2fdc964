import 'server-only';
import { apiError } from '@/api/api-error';
import type { ChatMessage } from '@/api/contracts/chat';
import { getDb } from '../../db/client';
import { messages } from '../../db/schema';
import { findGroupOrThrow, findMessageRow, isAdmin, toChatMessage, userMayPost } from './chat-parts';

/**
 * POST /v1/message-groups/{groupId}/messages: a message in a room (content already trimmed
 * and length-checked by the contract). Unknown room: 404. Today's daily room takes everyone's
 * messages; the operating room only an ADMIN's (403 CHAT_ROOM_READ_ONLY); a past day's room
 * nobody's (403 CHAT_ROOM_CLOSED).
 */
export async function postChatMessage(input: {
  userId: number;
  groupId: number;
  content: string;
}): Promise<ChatMessage> {
  const db = await getDb();
  const group = await findGroupOrThrow(db, input.groupId);
  const allowed = group.isOperating ? await isAdmin(db, input.userId) : userMayPost(group);
  if (!allowed) throw apiError(group.isOperating ? 'CHAT_ROOM_READ_ONLY' : 'CHAT_ROOM_CLOSED');
  const [inserted] = await db
    .insert(messages)
    .values({ groupId: input.groupId, userId: input.userId, content: input.content })
    .returning({ id: messages.id });
  const row = await findMessageRow(db, inserted.id);
  return toChatMessage(row!, input.userId);
}
