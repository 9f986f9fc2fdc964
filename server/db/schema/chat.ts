import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './common';
import { users } from './users';

/**
 * Community chat rooms. The product opens one room per day (GET /v1/message-groups/today),
 * keyed by the Seoul calendar day; an operating group (is_operating) is the operators'
 * announcement room that the client shows differently (operatingMessageGroup flag).
 */
export const messageGroups = pgTable(
  'message_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** The Seoul day this room belongs to; null for rooms that are not daily. */
    dayKey: date('day_key', { mode: 'string' }),
    isOperating: boolean('is_operating').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // "Get or create today's room" races between two first posters of the day; the
    // constraint makes the loser's insert fail (ON CONFLICT DO NOTHING) instead of opening a
    // second room.
    uniqueIndex('message_groups_day_uq')
      .on(t.dayKey)
      .where(sql`${t.dayKey} IS NOT NULL AND ${t.isOperating} = false`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => messageGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Deleted messages keep their place in the thread ("deleted message"). */
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    // Paging by id (newest first) within a room.
    index('messages_group_id_idx').on(t.groupId, t.id),
    index('messages_user_idx').on(t.userId),
  ],
);

/**
 * How far a user has read each room, for the signed-in "new message" indicator
 * (GET /v1/message-groups/new: any message with id > last_read_message_id).
 */
export const messageGroupReads = pgTable(
  'message_group_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => messageGroups.id, { onDelete: 'cascade' }),
    /** No FK: the message may later be deleted, the position still counts. */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    updatedAt: instant('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('message_group_reads_group_idx').on(t.groupId)],
);
