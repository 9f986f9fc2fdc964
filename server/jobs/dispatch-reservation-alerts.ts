import 'server-only';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { spotPagePath } from '@/lib/spot-path';
import { getDb } from '../db/client';
import { notifications, notificationSettings, reservationNotifications, spots, users } from '../db/schema';
import { isPublicSpot } from '../db/sql/spot-visibility';
import { serverTranslator } from '../i18n/server-translator';
import { logger } from '../logger';
import { localizeNotification } from '../services/notifications/notification-messages';
import { sendPushToUser } from '../services/push/send-push';

const BATCH = 200;

type Outcome = 'SENT' | 'SUPPRESSED' | 'SUPERSEDED' | 'MISSED';
export type DispatchSummary = Record<Outcome, number>;

export type DispatchOptions = {
  /** The job's clock: tests and the development route pass their own instant. */
  now?: Date;
  /** Only this user's alerts (the development route, so that it never touches anyone else's). */
  userId?: number;
  /** Test seam: runs inside the claiming transaction, after the rows are locked and written. */
  beforeCommit?: () => Promise<void> | void;
};

type Claimed = {
  id: number;
  userId: number;
  spotId: number;
  offset: number;
  startsAt: Date;
  spotTitle: string;
  spotType: (typeof spots.$inferSelect)['type'];
  deliverable: boolean;
};

/**
 * Delivers the pre-reservation alerts that are due at `now`: an alert with offset N is due
 * from `pre_reservation_started_at - N minutes` until the window opens, and is sent at most
 * once, whatever the number of processes and restarts:
 *
 * - Due rows are claimed with `FOR UPDATE SKIP LOCKED` and marked handled (sent_at, outcome)
 *   in the same transaction as the in-app notification is written, so a second worker skips
 *   them, and a crash before the commit leaves them pending for the next run.
 * - One that is late (the process was down) is still sent while the window has not opened;
 *   once it has, it is marked MISSED and never sent.
 * - When several offsets of one pop-up are due together (after downtime), only the nearest
 *   is sent; the others are SUPERSEDED, so nobody gets "tomorrow" and "in 10 minutes" at once.
 * - A user who switched pre-reservation alerts (POPUP) off, or closed the account, gets
 *   nothing (SUPPRESSED). A pop-up the public cannot see stays pending until it is visible
 *   again or its window opens.
 *
 * Web Push goes out after the commit, best effort: the in-app notification is the record.
 */
export async function dispatchReservationAlerts(options: DispatchOptions = {}): Promise<DispatchSummary> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const at = sql`(${now.toISOString()})::timestamptz`;
  const summary: DispatchSummary = { SENT: 0, SUPPRESSED: 0, SUPERSEDED: 0, MISSED: 0 };
  const ko = serverTranslator('ko', 'notificationMessages');

  for (;;) {
    const { claimed, sent } = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: reservationNotifications.id,
          userId: reservationNotifications.userId,
          spotId: reservationNotifications.spotId,
          offset: reservationNotifications.remindOffsetMinutes,
          startsAt: spots.preReservationStartedAt,
          spotTitle: spots.title,
          spotType: spots.type,
          open: sql<boolean>`${spots.preReservationStartedAt} <= ${at}`,
          deliverable: sql<boolean>`(${users.deletedAt} IS NULL AND coalesce(${notificationSettings.isActivated}, true))`,
        })
        .from(reservationNotifications)
        .innerJoin(spots, eq(spots.id, reservationNotifications.spotId))
        .innerJoin(users, eq(users.id, reservationNotifications.userId))
        .leftJoin(
          notificationSettings,
          and(
            eq(notificationSettings.userId, reservationNotifications.userId),
            eq(notificationSettings.group, 'POPUP'),
          ),
        )
        .where(
          and(
            isNull(reservationNotifications.sentAt),
            options.userId === undefined ? undefined : eq(reservationNotifications.userId, options.userId),
            lte(
              sql`${spots.preReservationStartedAt} - make_interval(mins => ${reservationNotifications.remindOffsetMinutes})`,
              at,
            ),
            // Late ones are closed whatever the pop-up's state; due ones wait for it to be public.
            sql`(${spots.preReservationStartedAt} <= ${at} OR ${isPublicSpot(now)})`,
          ),
        )
        .orderBy(reservationNotifications.id)
        .limit(BATCH)
        .for('update', { of: reservationNotifications, skipLocked: true });
      if (rows.length === 0) return { claimed: 0, sent: [] as Claimed[] };

      const outcome = new Map<number, Outcome>();
      const nearest = new Map<string, Claimed>();
      for (const row of rows) {
        if (row.open) outcome.set(row.id, 'MISSED');
        else if (!row.deliverable) outcome.set(row.id, 'SUPPRESSED');
        else {
          const key = `${row.userId}:${row.spotId}`;
          const kept = nearest.get(key);
          const claimed = { ...row, startsAt: row.startsAt! };
          if (!kept || row.offset < kept.offset) {
            if (kept) outcome.set(kept.id, 'SUPERSEDED');
            nearest.set(key, claimed);
            outcome.set(row.id, 'SENT');
          } else outcome.set(row.id, 'SUPERSEDED');
        }
      }
      const toSend = [...nearest.values()];
      if (toSend.length > 0) {
        await tx.insert(notifications).values(
          toSend.map((alert) => {
            const params = { spotTitle: alert.spotTitle };
            const key = alertMessageKey(alert.offset);
            return {
              userId: alert.userId,
              group: 'POPUP' as const,
              spotId: alert.spotId,
              title: ko(`${key}.title`, params),
              body: ko(`${key}.body`, params),
              link: spotPagePath({ id: alert.spotId, type: alert.spotType }),
              messageKey: key,
              messageParams: params,
            };
          }),
        );
      }
      for (const kind of ['SENT', 'SUPPRESSED', 'SUPERSEDED', 'MISSED'] as const) {
        const ids = rows.filter((r) => outcome.get(r.id) === kind).map((r) => r.id);
        if (ids.length === 0) continue;
        await tx
          .update(reservationNotifications)
          .set({ sentAt: now, outcome: kind })
          .where(inArray(reservationNotifications.id, ids));
        summary[kind] += ids.length;
      }
      await options.beforeCommit?.();
      return { claimed: rows.length, sent: toSend };
    });

    for (const alert of sent) {
      const key = alertMessageKey(alert.offset);
      const link = spotPagePath({ id: alert.spotId, type: alert.spotType });
      await sendPushToUser(alert.userId, (lang) => ({
        ...localizeNotification(
          { title: alert.spotTitle, body: null, messageKey: key, messageParams: { spotTitle: alert.spotTitle } },
          lang,
        ),
        link,
        tag: `reservation-alert-${alert.spotId}`,
      })).catch((error: unknown) => logger.warn('alert push failed', { userId: alert.userId, error }));
    }
    if (claimed < BATCH) break;
  }
  if (summary.SENT + summary.SUPPRESSED + summary.SUPERSEDED + summary.MISSED > 0) {
    logger.info('pre-reservation alerts handled', summary);
  }
  return summary;
}

/** The locale key of an offset's text; the contract allows only these three. */
function alertMessageKey(offset: number): 'reservationAlert1440' | 'reservationAlert60' | 'reservationAlert10' {
  if (offset >= 1440) return 'reservationAlert1440';
  if (offset >= 60) return 'reservationAlert60';
  return 'reservationAlert10';
}
