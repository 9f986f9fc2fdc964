import 'server-only';
import type { MessageGroup } from '@/api/contracts/chat';
import { getDb } from '../../db/client';
import { findGroupOrThrow, toMessageGroup } from './chat-parts';

/** GET /v1/message-groups/{groupId}: one room (404 when unknown). */
export async function getMessageGroup(input: { groupId: number }): Promise<MessageGroup> {
  return toMessageGroup(await findGroupOrThrow(await getDb(), input.groupId));
}
