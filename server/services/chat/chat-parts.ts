import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ChatMessage, MessageGroup } from '@/api/contracts/chat';
import { seoulDayKey } from '@/lib/period-type';
import type { Executor } from '../../db/client';
import { messageGroups, messages, users } from '../../db/schema';

/** Today's daily room title ('5월 12일 팝업 수다방'); the UI builds its own from dayKey. */
function dailyRoomTitle(dayKey: string): string {
  const [, month, date] = dayKey.split('-').map(Number);
  return `${month}월 ${date}일 팝업 수다방`;
}

/** The Seoul calendar day now: the key of today's room. */
export function todayKey(now = Date.now()): string {
  return seoulDayKey(now);
}

// Qualified by hand: in a single-table select Drizzle renders ${messageGroups.id} as a bare
// "id", which inside these subqueries would mean messages.id.
const groupColumns = {
  id: messageGroups.id,
  title: messageGroups.title,
  dayKey: messageGroups.dayKey,
  isOperating: messageGroups.isOperating,
  messageCount: sql<number>`(SELECT count(*)::int FROM messages m WHERE m.group_id = "message_groups"."id" AND m.deleted_at IS NULL)`,
  lastMessageAt:
    sql<Date | null>`(SELECT max(m.created_at) FROM messages m WHERE m.group_id = "message_groups"."id" AND m.deleted_at IS NULL)`.mapWith(
      messages.createdAt,
    ),
};

type GroupRow = {
  id: number;
  title: string;
  dayKey: string | null;
  isOperating: boolean;
  messageCount: number;
  lastMessageAt: Date | null;
};

/**
 * Users may post in today's daily room only; past days are closed and the operating room is
 * the operators' (ADMIN) own.
 */
export function userMayPost(group: Pick<GroupRow, 'dayKey' | 'isOperating'>, today = todayKey()): boolean {
  return !group.isOperating && group.dayKey === today;
}

export function toMessageGroup(row: GroupRow, today = todayKey()): MessageGroup {
  return {
    messageGroupId: row.id,
    title: row.title,
    dayKey: row.dayKey,
    operatingMessageGroup: row.isOperating,
    writable: userMayPost(row, today),
    messageCount: row.messageCount,
    lastMessageAt: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
  };
}

async function findGroupRow(db: Executor, groupId: number): Promise<GroupRow | undefined> {
  const [row] = await db.select(groupColumns).from(messageGroups).where(eq(messageGroups.id, groupId)).limit(1);
  return row;
}

export async function findGroupOrThrow(db: Executor, groupId: number): Promise<GroupRow> {
  const row = await findGroupRow(db, groupId);
  if (!row) throw apiError('NOT_FOUND');
  return row;
}

export async function findDailyGroupRow(db: Executor, dayKey: string): Promise<GroupRow | undefined> {
  const [row] = await db
    .select(groupColumns)
    .from(messageGroups)
    .where(and(eq(messageGroups.dayKey, dayKey), eq(messageGroups.isOperating, false)))
    .limit(1);
  return row;
}

export async function listOperatingGroupRows(db: Executor): Promise<GroupRow[]> {
  return db
    .select(groupColumns)
    .from(messageGroups)
    .where(eq(messageGroups.isOperating, true))
    .orderBy(messageGroups.id);
}

/**
 * Today's room, opened by the first request of the Seoul day. The partial unique index
 * message_groups_day_uq decides between concurrent first requests: every insert but one does
 * nothing, and all of them then read the one row (under READ COMMITTED the read after a
 * conflicting insert sees the committed winner).
 */
export async function getOrCreateTodayGroupRow(db: Executor, today = todayKey()): Promise<GroupRow> {
  const existing = await findDailyGroupRow(db, today);
  if (existing) return existing;
  await db
    .insert(messageGroups)
    .values({ title: dailyRoomTitle(today), dayKey: today, isOperating: false })
    .onConflictDoNothing();
  const created = await findDailyGroupRow(db, today);
  if (!created) throw apiError('CONFLICT');
  return created;
}

/** The role in the database, not the token's (a demoted operator's old token must not post). */
export async function isAdmin(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row?.role === 'ADMIN';
}

/** Columns of a message with its author, for toChatMessage. */
export const messageColumns = {
  id: messages.id,
  groupId: messages.groupId,
  userId: messages.userId,
  content: messages.content,
  createdAt: messages.createdAt,
  deletedAt: messages.deletedAt,
  nickname: users.nickname,
  profileImageUrl: users.profileImageUrl,
  authorDeletedAt: users.deletedAt,
};

export type MessageRow = {
  id: number;
  groupId: number;
  userId: number;
  content: string;
  createdAt: Date;
  deletedAt: Date | null;
  nickname: string;
  profileImageUrl: string | null;
  authorDeletedAt: Date | null;
};

export function toChatMessage(row: MessageRow, viewerId: number | null): ChatMessage {
  const deleted = row.deletedAt !== null;
  const authorGone = row.authorDeletedAt !== null;
  return {
    id: row.id,
    messageGroupId: row.groupId,
    content: deleted ? null : row.content,
    createdAt: row.createdAt.toISOString(),
    author: {
      id: row.userId,
      nickname: authorGone ? null : row.nickname,
      profileImageUrl: authorGone ? null : row.profileImageUrl,
    },
    isMine: viewerId !== null && row.userId === viewerId,
    deleted,
  };
}

export async function findMessageRow(db: Executor, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(eq(messages.id, messageId))
    .limit(1);
  return row;
}
