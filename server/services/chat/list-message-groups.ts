import 'server-only';
import type { MessageGroup } from '@/api/contracts/chat';
import { getDb } from '../../db/client';
import { getOrCreateTodayGroupRow, listOperatingGroupRows, todayKey, toMessageGroup } from './chat-parts';

/**
 * GET /v1/message-groups: the rooms the community home lists, today's room first, then the
 * operators' rooms. Past days' rooms are not listed (they stay readable by id).
 */
export async function listMessageGroups(): Promise<MessageGroup[]> {
  const db = await getDb();
  const today = todayKey();
  const [todayRow, operating] = await Promise.all([getOrCreateTodayGroupRow(db, today), listOperatingGroupRows(db)]);
  return [todayRow, ...operating].map((row) => toMessageGroup(row, today));
}
