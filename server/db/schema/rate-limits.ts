import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './common';

/**
 * Fixed-window request counters shared by every app process (issue 14): one row per limit and
 * caller ('sign-in:a:203.0.113.7', 'writes:u:42'), bumped by a single upsert that starts a new
 * window when the old one has passed. Rows whose window ended long ago are swept by a job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStartedAt: instant('window_started_at').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStartedAt)],
);
