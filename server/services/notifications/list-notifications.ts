import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { NotificationPage } from '@/api/contracts/notifications';
import type { NotificationGroup } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { notifications } from '../../db/schema';
import { pageOffset, toPage } from '../shared/paging';
import { localizeNotification } from './notification-messages';

/** GET /v2/users/notifications: my notifications, newest first, one group or all. */
export async function listNotifications(input: {
  userId: number;
  page: number;
  size: number;
  group?: NotificationGroup;
  lang: Locale;
}): Promise<NotificationPage> {
  const db = await getDb();
  const where = and(
    eq(notifications.userId, input.userId),
    input.group ? eq(notifications.group, input.group) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where),
  ]);
  const content = rows.map((row) => ({
    id: row.id,
    group: row.group,
    ...localizeNotification(row, input.lang),
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
  }));
  return toPage(content, input, total);
}
