import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './common';
import { spots } from './spots';
import { users } from './users';

/**
 * What a notification is about. The unread call answers existsUnreadByGroups keyed by these,
 * and settings are toggled per group. A fixed set the code switches on, hence an enum rather
 * than a lookup table; labels come from the locale files.
 */
export const notificationGroup = pgEnum('notification_group', [
  'POPUP',
  'REVIEW',
  'QUEUE',
  'KEYWORD',
  'COMMUNITY',
  'SYSTEM',
  // Offers and news. Its setting follows the MARKETING consent (user_terms), not a row.
  'MARKETING',
]);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: notificationGroup('group').notNull(),
    /** Korean text as sent (also the push payload); see message_key for other languages. */
    title: text('title').notNull(),
    body: text('body'),
    /** In-app path to open, e.g. '/popup/12?tab=REVIEW'. */
    link: text('link'),
    /**
     * Optional locale-file key and its parameters (e.g. 'notifications.queueCalled',
     * { spotTitle, ticketNumber }) so a reader on /en sees the message in English;
     * title/body stay the fallback.
     */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
    /** The pop-up it is about, where there is one (keyword matches, alerts, queue calls). */
    spotId: integer('spot_id').references(() => spots.id, { onDelete: 'cascade' }),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // existsUnread / existsUnreadByGroups touch only unread rows.
    index('notifications_user_unread_idx')
      .on(t.userId, t.group)
      .where(sql`${t.readAt} IS NULL`),
    // One keyword notification per user and pop-up, whatever else changes (issue 11): the
    // matcher inserts ON CONFLICT DO NOTHING, so two processes cannot both notify.
    uniqueIndex('notifications_keyword_user_spot_uq')
      .on(t.userId, t.spotId)
      .where(sql`${t.group} = 'KEYWORD'`),
  ],
);

/**
 * Per-user on/off switch per group (GET settings lists rows, PATCH settings/{id}/activation
 * flips one). Rows are created lazily or at sign-up; a missing row means "on".
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: notificationGroup('group').notNull(),
    isActivated: boolean('is_activated').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('notification_settings_user_group_uq').on(t.userId, t.group)],
);
