import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './common';
import { users } from './users';

/**
 * Keywords a user follows: a new pop-up matching one produces a KEYWORD notification.
 * The service normalises (trim, collapse spaces) before insert so the unique index means
 * what the user sees.
 */
export const keywords = pgTable(
  'keywords',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('keywords_user_keyword_uq').on(t.userId, t.keyword),
    // Matching a new pop-up against everyone's keywords goes the other way round.
    index('keywords_keyword_idx').on(t.keyword),
  ],
);

/** "Please add this keyword" requests (POST /v1/users/keywords/request), read by operators. */
export const keywordRequests = pgTable(
  'keyword_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    keyword: text('keyword').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('keyword_requests_created_idx').on(t.createdAt), index('keyword_requests_user_idx').on(t.userId)],
);
