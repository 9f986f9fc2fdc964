import { index, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './common';

/** Service announcements (/notice). Pinned first, then newest published_at. */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** Null = draft; a future value schedules publication. */
    publishedAt: instant('published_at'),
    ...timestamps,
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('notices_list_idx').on(t.isPinned, t.publishedAt)],
);
