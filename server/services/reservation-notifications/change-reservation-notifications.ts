import 'server-only';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ReservationNotification, ReservationNotificationBody } from '@/api/contracts/reservation-notifications';
import { getDb } from '../../db/client';
import { reservationNotifications } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';
import { assertAlertTimesAhead } from './alert-times';
import { readMyAlertOffsets } from './get-my-reservation-notifications';

/**
 * PUT /v1/users/spots/{spotId}/reservation-notifications: the alert drawer, reopened by a
 * reader who has an alert, saves a new choice of times. The chosen offsets become the
 * caller's pending reminders for the pop-up: pending ones not chosen are removed, new ones
 * added. Reminders already sent stay as they are (the dispatch job marks them "never send
 * again"; a sent time has passed, so it cannot be chosen anyway).
 *
 * - Same time rules as registering (alert-times.ts): 400 RESERVATION_NOT_UPCOMING or
 *   RESERVATION_ALERT_TOO_LATE with field errors, and then nothing changes.
 * - Only the caller's own alert, named by the token: with none for this pop-up (never
 *   registered, cancelled meanwhile, or someone else's) 404 RESERVATION_ALERT_NOT_FOUND; a
 *   change never creates an alert, so a stale drawer cannot bring back a cancelled one.
 * - The caller's rows are locked for the change (the dispatch job skips locked rows and takes
 *   them on its next pass), so a reminder is never sent for a time just removed.
 */
export async function changeReservationNotifications(
  input: { userId: number; spotId: number } & ReservationNotificationBody,
): Promise<ReservationNotification> {
  const db = await getDb();
  const spot = await findPublicSpotOrThrow(db, input.spotId);
  assertAlertTimesAhead(spot.preReservationStartedAt, input.remindOffsetMinutes);
  const mine = and(eq(reservationNotifications.userId, input.userId), eq(reservationNotifications.spotId, spot.id));

  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: reservationNotifications.id })
      .from(reservationNotifications)
      .where(mine)
      .for('update');
    if (held.length === 0) throw apiError('RESERVATION_ALERT_NOT_FOUND');

    await tx
      .delete(reservationNotifications)
      .where(
        and(
          mine,
          isNull(reservationNotifications.sentAt),
          notInArray(reservationNotifications.remindOffsetMinutes, input.remindOffsetMinutes),
        ),
      );
    await tx
      .insert(reservationNotifications)
      .values(
        input.remindOffsetMinutes.map((offset) => ({
          userId: input.userId,
          spotId: spot.id,
          remindOffsetMinutes: offset,
        })),
      )
      .onConflictDoNothing({
        target: [
          reservationNotifications.userId,
          reservationNotifications.spotId,
          reservationNotifications.remindOffsetMinutes,
        ],
      });
    return { spotId: spot.id, remindOffsetMinutes: await readMyAlertOffsets(tx, input.userId, spot.id) };
  });
}
