import 'server-only';
import type { MessageGroup } from '@/api/contracts/chat';
import { getDb } from '../../db/client';
import { getOrCreateTodayGroupRow, todayKey, toMessageGroup } from './chat-parts';

/**
 * GET /v1/message-groups/today: the room of the current Seoul day, opened on the first
 * request of the day (race-safe, see getOrCreateTodayGroupRow).
 */
export async function getTodayMessageGroup(): Promise<MessageGroup> {
  const db = await getDb();
  const today = todayKey();
  return toMessageGroup(await getOrCreateTodayGroupRow(db, today), today);
}
