import 'server-only';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { RESERVATION_REMINDER_MINUTES } from '@/lib/reservation-rules';
import { getDb } from '../db/client';
import { notifications, notificationSettings, popspotReservations, reservationSlots, spots, users } from '../db/schema';
import { serverTranslator } from '../i18n/server-translator';
import { logger } from '../logger';
import { localizeNotification } from '../services/notifications/notification-messages';
import { sendPushToUser } from '../services/push/send-push';

const BATCH = 200;
const MESSAGE_KEY = 'reservationReminder';

export type ReminderSummary = { SENT: number; SUPPRESSED: number };

export type ReminderOptions = {
  /** The job's clock: tests pass their own instant. */
  now?: Date;
  /** Only this user's bookings (tests, so that they never touch anyone else's). */
  userId?: number;
  /** Test seam: runs inside the claiming transaction, after the rows are locked and written. */
  beforeCommit?: () => Promise<void> | void;
};

type Due = { id: number; userId: number; spotId: number; spotTitle: string; time: string };

/**
 * The reminder of a Popspot booking (decision 043), three hours before its slot, sent once
 * whatever the number of processes and restarts:
 *
 * - Due bookings (live, not reminded, starting within the next three hours, and made before
 *   that) are claimed with `FOR UPDATE SKIP LOCKED` and marked (reminder_sent_at) in the same
 *   transaction that writes the in-app notification, so another worker skips them and a
 *   crash before the commit leaves them for the next run.
 * - Never late: once the slot has started nothing is sent. A booking made less than three
 *   hours ahead gets none (its confirmation was just on screen).
 * - Someone who switched pre-reservation alerts (POPUP) off, or closed the account, is marked
 *   and not told (SUPPRESSED).
 *
 * Web Push goes out after the commit, best effort: the in-app notification is the record.
 */
export async function sendReservationReminders(options: ReminderOptions = {}): Promise<ReminderSummary> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const at = sql`(${now.toISOString()})::timestamptz`;
  const lead = sql`make_interval(mins => ${RESERVATION_REMINDER_MINUTES})`;
  const summary: ReminderSummary = { SENT: 0, SUPPRESSED: 0 };
  const ko = serverTranslator('ko', 'notificationMessages');

  for (;;) {
    const { claimed, sent } = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: popspotReservations.id,
          userId: popspotReservations.userId,
          spotId: popspotReservations.spotId,
          spotTitle: spots.title,
          startTime: reservationSlots.startTime,
          deliverable: sql<boolean>`(${users.deletedAt} IS NULL AND coalesce(${notificationSettings.isActivated}, true))`,
        })
        .from(popspotReservations)
        .innerJoin(reservationSlots, eq(reservationSlots.id, popspotReservations.slotId))
        .innerJoin(spots, eq(spots.id, popspotReservations.spotId))
        .innerJoin(users, eq(users.id, popspotReservations.userId))
        .leftJoin(
          notificationSettings,
          and(eq(notificationSettings.userId, popspotReservations.userId), eq(notificationSettings.group, 'POPUP')),
        )
        .where(
          and(
            eq(popspotReservations.status, 'RESERVED'),
            isNull(popspotReservations.reminderSentAt),
            options.userId === undefined ? undefined : eq(popspotReservations.userId, options.userId),
            gt(reservationSlots.startsAt, at),
            lte(reservationSlots.startsAt, sql`${at} + ${lead}`),
            lte(popspotReservations.createdAt, sql`${reservationSlots.startsAt} - ${lead}`),
          ),
        )
        .orderBy(popspotReservations.id)
        .limit(BATCH)
        .for('update', { of: popspotReservations, skipLocked: true });
      if (rows.length === 0) return { claimed: 0, sent: [] as Due[] };

      const due = rows.filter((row) => row.deliverable).map((row) => ({ ...row, time: row.startTime.slice(0, 5) }));
      if (due.length > 0) {
        await tx.insert(notifications).values(
          due.map((row) => {
            const params = { spotTitle: row.spotTitle, time: row.time };
            return {
              userId: row.userId,
              group: 'POPUP' as const,
              spotId: row.spotId,
              title: ko(`${MESSAGE_KEY}.title`, params),
              body: ko(`${MESSAGE_KEY}.body`, params),
              link: `/myreservation/${row.id}`,
              messageKey: MESSAGE_KEY,
              messageParams: params,
            };
          }),
        );
      }
      await tx
        .update(popspotReservations)
        .set({ reminderSentAt: now })
        .where(
          inArray(
            popspotReservations.id,
            rows.map((row) => row.id),
          ),
        );
      summary.SENT += due.length;
      summary.SUPPRESSED += rows.length - due.length;
      await options.beforeCommit?.();
      return { claimed: rows.length, sent: due };
    });

    for (const row of sent) {
      await sendPushToUser(row.userId, (lang) => ({
        ...localizeNotification(
          {
            title: row.spotTitle,
            body: null,
            messageKey: MESSAGE_KEY,
            messageParams: { spotTitle: row.spotTitle, time: row.time },
          },
          lang,
        ),
        link: `/myreservation/${row.id}`,
        tag: `reservation-${row.id}`,
      })).catch((error: unknown) => logger.warn('reservation reminder push failed', { userId: row.userId, error }));
    }
    if (claimed < BATCH) break;
  }
  if (summary.SENT + summary.SUPPRESSED > 0) logger.info('reservation reminders handled', summary);
  return summary;
}
