import 'server-only';
import { and, eq, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Notice } from '@/api/contracts/notices';
import { type Locale, translationLocaleOf } from '@/lib/locales';
import { notices, noticeTranslations } from '../../db/schema';

/**
 * A notice a visitor may read: not deleted, and published (published_at set and not in
 * the future). Drafts (null) and scheduled notices (future) stay invisible until their time
 * comes, without a job flipping a flag: the clock decides at read time.
 */
export function isPublishedNotice(now: Date = new Date()) {
  return and(isNull(notices.deletedAt), isNotNull(notices.publishedAt), lte(notices.publishedAt, now));
}

/** The notice's translation row in the reader's language, to left-join; none for Korean. */
export function noticeTranslationIn(lang: Locale): SQL {
  const locale = translationLocaleOf(lang);
  return locale
    ? (and(eq(noticeTranslations.noticeId, notices.id), eq(noticeTranslations.locale, locale)) as SQL)
    : sql`false`;
}

/** What a Notice reads: the row and its translation (select with noticeTranslationIn joined). */
export const noticeColumns = {
  id: notices.id,
  title: notices.title,
  translatedTitle: noticeTranslations.title,
  content: notices.content,
  translatedContent: noticeTranslations.content,
  isPinned: notices.isPinned,
  publishedAt: notices.publishedAt,
  createdAt: notices.createdAt,
};

type NoticeRow = Pick<
  typeof notices.$inferSelect,
  'id' | 'title' | 'content' | 'isPinned' | 'publishedAt' | 'createdAt'
> & {
  translatedTitle: string | null;
  translatedContent: string | null;
};

/**
 * A notice row as the API's Notice (only published rows get here, so publishedAt is set),
 * in `lang` where translated: title and content each say the language they are in.
 */
export function toNotice(row: NoticeRow, lang: Locale): Notice {
  return {
    id: row.id,
    title: row.translatedTitle ?? row.title,
    titleLocale: row.translatedTitle ? lang : 'ko',
    content: row.translatedContent ?? row.content,
    contentLocale: row.translatedContent ? lang : 'ko',
    isPinned: row.isPinned,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}
