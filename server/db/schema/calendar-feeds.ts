import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instant } from './common';
import { users } from './users';

/**
 * A user's private calendar subscription (webcal): one per user. Only the SHA-256 of the
 * secret in the URL is kept, so the URL is shown once, when it is made; making a new one
 * (rotation) replaces the hash and the old URL stops working at once. `alarm_offsets` are
 * the minutes before each pre-reservation window at which calendar apps remind.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    alarmOffsets: integer('alarm_offsets')
      .array()
      .notNull()
      .default(sql`'{1440,60}'::int[]`),
    createdAt: instant('created_at').notNull().defaultNow(),
    rotatedAt: instant('rotated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash),
    check('calendar_feeds_alarm_offsets_ck', sql`${t.alarmOffsets} <@ '{1440,60,10}'::int[]`),
  ],
);
