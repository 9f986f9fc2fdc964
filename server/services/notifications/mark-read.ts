import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { getDb } from '../../db/client';
import { notifications } from '../../db/schema';
import { anyId } from '../../db/sql/any-id';

/**
 * PATCH /v1/users/notifications/read: marks all my unread notifications read, or only the
 * given ones. An id that is not mine (or does not exist) refuses the whole call with 404,
 * without saying which, and changes nothing. Reading twice is harmless.
 */
export async function markRead({ userId, ids }: { userId: number; ids?: number[] }): Promise<{ updated: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (ids) {
      const wanted = [...new Set(ids)];
      const [{ mine }] = await tx
        .select({ mine: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), anyId(notifications.id, wanted)));
      if (mine !== wanted.length) throw apiError('NOT_FOUND');
    }
    const updated = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? anyId(notifications.id, [...new Set(ids)]) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return { updated: updated.length };
  });
}
