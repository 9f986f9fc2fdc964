import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Unread } from '@/api/contracts/notifications';
import { NOTIFICATION_GROUPS } from '@/lib/constants';
import { getDb } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * GET /v1/users/notifications/unread: whether anything is unread, overall and per group, for
 * the dot on the header and the tab bar. Reads only the partial index of unread rows.
 */
export async function getUnread({ userId }: { userId: number }): Promise<Unread> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ group: notifications.group })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  const unread = new Set(rows.map((r) => r.group));
  return {
    existsUnread: unread.size > 0,
    existsUnreadByGroups: Object.fromEntries(
      NOTIFICATION_GROUPS.map((g) => [g, unread.has(g)]),
    ) as Unread['existsUnreadByGroups'],
  };
}
