import { index, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, timestamps, translationLocale } from './common';

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

/** A notice in en/ja/zh; without a row the Korean notice is shown, marked lang="ko". */
export const noticeTranslations = pgTable(
  'notice_translations',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    locale: translationLocale('locale').notNull(),
    title: text('title').notNull(),
    content: text('content'),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.locale] })],
);
