import 'server-only';
import { desc, sql } from 'drizzle-orm';
import type { NoticeList } from '@/api/contracts/notices';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { notices, noticeTranslations } from '../../db/schema';
import { isPublishedNotice, noticeColumns, noticeTranslationIn, toNotice } from './notice-parts';
import { pageOffset, toPage } from '../shared/paging';

/**
 * GET /v1/notices: published service notices, pinned first, then the newest publication
 * (ties by id, newest first, so pages never overlap or skip one), in `lang` where translated.
 */
export async function listNotices(input: { page: number; size: number; lang: Locale }): Promise<NoticeList> {
  const db = await getDb();
  const visible = isPublishedNotice();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(noticeColumns)
      .from(notices)
      .leftJoin(noticeTranslations, noticeTranslationIn(input.lang))
      .where(visible)
      .orderBy(desc(notices.isPinned), desc(notices.publishedAt), desc(notices.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(notices)
      .where(visible),
  ]);
  return toPage(
    rows.map((row) => toNotice(row, input.lang)),
    input,
    total,
  );
}
