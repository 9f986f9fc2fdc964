import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './common';
import { users } from './users';

/**
 * A signed-in device (issue 14). Every access token names its session (the `sid` claim), and
 * a token is honoured only while its row is live, so sign-out, account deletion and "sign out
 * of every device" end a session at once in every app process, not when the token expires.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** The browser or app that signed in, shown in the list of signed-in devices. */
    userAgent: text('user_agent'),
  },
  (t) => [
    index('user_sessions_user_live_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} IS NULL`),
    index('user_sessions_expires_idx').on(t.expiresAt),
  ],
);
