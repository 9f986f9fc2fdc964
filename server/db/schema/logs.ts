import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './common';
import { spots } from './spots';
import { users } from './users';

/**
 * Append-only event rows. bigint ids because these grow with traffic, not with content;
 * mode 'number' is safe far beyond any volume this service will see (2^53).
 * User references are SET NULL so deleting an account keeps the aggregate counts.
 */

/** One row per detail page load (POST /v1/logs/spots/{id}); feeds view rankings. */
export const spotViewLogs = pgTable(
  'spot_view_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('spot_view_logs_spot_created_idx').on(t.spotId, t.createdAt),
    index('spot_view_logs_created_idx').on(t.createdAt),
    // Partial: most views are anonymous; the index only serves the FK and "my views".
    index('spot_view_logs_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
  ],
);

/** One row per search (GET /v1/spots with a keyword); GET /v1/rank/search-keywords ranks them. */
export const searchKeywordLogs = pgTable(
  'search_keyword_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised by the service (trimmed, collapsed spaces) so counts group correctly. */
    keyword: text('keyword').notNull(),
    sessionId: text('session_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Ranking = count per keyword over a recent window.
    index('search_keyword_logs_created_idx').on(t.createdAt, t.keyword),
    index('search_keyword_logs_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
  ],
);
