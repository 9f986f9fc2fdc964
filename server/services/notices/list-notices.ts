import 'server-only';
import { desc, sql } from 'drizzle-orm';
import type { NoticeList } from '@/api/contracts/notices';
import { getDb } from '../../db/client';
import { notices } from '../../db/schema';
import { isPublishedNotice, toNotice } from './notice-parts';
import { pageOffset, toPage } from '../shared/paging';

/**
 * GET /v1/notices: published service notices, pinned first, then the newest publication
 * (ties by id, newest first, so pages never overlap or skip one).
 */
export async function listNotices(input: { page: number; size: number }): Promise<NoticeList> {
  const db = await getDb();
  const visible = isPublishedNotice();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(visible)
      .orderBy(desc(notices.isPinned), desc(notices.publishedAt), desc(notices.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(notices)
      .where(visible),
  ]);
  return toPage(rows.map(toNotice), input, total);
}
