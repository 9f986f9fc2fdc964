import 'server-only';
import { messageGroupReads, messageGroups, messages } from '../schema';
import { CHAT_MESSAGES, OPERATOR_MESSAGES } from './data/content';
import { count, type SeedContext } from './context';
import { insertAll, insertReturningIds } from './insert';
import { randomFor } from './random';

function dayTitle(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${month}월 ${date}일 팝업 수다방`;
}

/**
 * Community chat: today's room with a lively thread, three earlier daily rooms and the
 * operators' announcement room. The demo user has read today's room only part way, so the
 * "new message" indicator shows.
 */
export async function seedCommunity(ctx: SeedContext): Promise<void> {
  const { tx, clock, users } = ctx;
  const r = randomFor('chat');
  const days = [0, -1, -2, -3].map((d) => clock.day(d));
  const groupRows = [
    ...days.map((day) => ({
      title: dayTitle(day),
      dayKey: day,
      isOperating: false,
      createdAt: clock.clampPast(clock.at(day, 0, 1)),
    })),
    { title: '팝스팟 운영 공지', dayKey: null, isOperating: true, createdAt: clock.ago({ days: 200 }) },
  ];
  const groupIds = await insertReturningIds(tx, messageGroups, groupRows);
  count(ctx, 'message_groups', groupIds.length);

  const talkers = [...users.regular.slice(0, 16), users.demoId];
  const rows: (typeof messages.$inferInsert)[] = [];
  // Today: from the later of midnight and four hours ago, up to a minute ago.
  const todayStart = Math.max(clock.at(days[0], 0, 5).getTime(), clock.ago({ hours: 4 }).getTime());
  const todayCount = CHAT_MESSAGES.length;
  CHAT_MESSAGES.forEach((content, i) => {
    const at = todayStart + ((clock.now.getTime() - 60_000 - todayStart) * i) / Math.max(1, todayCount - 1);
    const userId = i === 18 || i === 9 ? users.demoId : r.pick(talkers);
    rows.push({
      groupId: groupIds[0],
      userId,
      content,
      createdAt: new Date(Math.min(at, clock.now.getTime() - 60_000)),
      deletedAt: i === 13 ? clock.ago({ minutes: 5 }) : null,
    });
  });
  const todayIds = rows.length;
  // Earlier days: a dozen messages each through the afternoon and evening.
  days.slice(1).forEach((day, d) => {
    for (let k = 0; k < 12; k++) {
      rows.push({
        groupId: groupIds[d + 1],
        userId: r.pick(talkers),
        content: r.pick(CHAT_MESSAGES),
        createdAt: clock.at(day, 11 + Math.floor(k * 0.9), r.int(0, 59)),
      });
    }
  });
  OPERATOR_MESSAGES.forEach((content, i) => {
    rows.push({ groupId: groupIds[4], userId: users.adminId, content, createdAt: clock.ago({ days: 60 - i * 25 }) });
  });
  // Ids are handed out in insertion order, so sort each room by time before inserting.
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  const messageIds = await insertReturningIds(tx, messages, rows);
  count(ctx, 'messages', messageIds.length);

  const lastIdOf = (groupId: number, upTo = Infinity) => {
    let last = 0;
    rows.forEach((row, i) => {
      if (row.groupId === groupId && messageIds[i] > last && messageIds[i] <= upTo) last = messageIds[i];
    });
    return last;
  };
  const todayMessageIds = messageIds.filter((_, i) => rows[i].groupId === groupIds[0]).sort((a, b) => a - b);
  const reads = [
    {
      userId: users.demoId,
      groupId: groupIds[0],
      lastReadMessageId: todayMessageIds[Math.floor(todayIds / 2)] ?? 0,
      updatedAt: clock.ago({ hours: 1 }),
    },
    ...groupIds.slice(1).map((groupId) => ({
      userId: users.demoId,
      groupId,
      lastReadMessageId: lastIdOf(groupId),
      updatedAt: clock.ago({ days: 1 }),
    })),
  ];
  count(ctx, 'message_group_reads', await insertAll(tx, messageGroupReads, reads));
}
