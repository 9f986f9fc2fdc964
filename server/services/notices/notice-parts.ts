import 'server-only';
import { and, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Notice } from '@/api/contracts/notices';
import { notices } from '../../db/schema';

/**
 * A notice a visitor may read: not deleted, and published (published_at set and not in
 * the future). Drafts (null) and scheduled notices (future) stay invisible until their time
 * comes, without a job flipping a flag: the clock decides at read time.
 */
export function isPublishedNotice(now: Date = new Date()) {
  return and(isNull(notices.deletedAt), isNotNull(notices.publishedAt), lte(notices.publishedAt, now));
}

/** A notice row as the API's Notice (only published rows get here, so publishedAt is set). */
export function toNotice(row: typeof notices.$inferSelect): Notice {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    isPinned: row.isPinned,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}
