import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { Notice } from '@/api/contracts/notices';
import { getDb } from '../../db/client';
import { notices } from '../../db/schema';
import { isPublishedNotice, toNotice } from './notice-parts';

/**
 * GET /v1/notices/{id}: one published notice. Unknown, draft, scheduled and deleted
 * notices are all the same 404, so the API never reveals that an unpublished one exists.
 */
export async function getNotice(input: { noticeId: number }): Promise<Notice> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, input.noticeId), isPublishedNotice()))
    .limit(1);
  if (!row) throw apiError('NOT_FOUND');
  return toNotice(row);
}
