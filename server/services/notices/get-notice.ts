import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { Notice } from '@/api/contracts/notices';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { notices, noticeTranslations } from '../../db/schema';
import { isPublishedNotice, noticeColumns, noticeTranslationIn, toNotice } from './notice-parts';

/**
 * GET /v1/notices/{id}: one published notice, in `lang` where translated. Unknown, draft,
 * scheduled and deleted notices are all the same 404, so the API never reveals that an
 * unpublished one exists.
 */
export async function getNotice(input: { noticeId: number; lang: Locale }): Promise<Notice> {
  const db = await getDb();
  const [row] = await db
    .select(noticeColumns)
    .from(notices)
    .leftJoin(noticeTranslations, noticeTranslationIn(input.lang))
    .where(and(eq(notices.id, input.noticeId), isPublishedNotice()))
    .limit(1);
  if (!row) throw apiError('NOT_FOUND');
  return toNotice(row, input.lang);
}
