import 'server-only';
import type { ReservationNotification, ReservationNotificationBody } from '@/api/contracts/reservation-notifications';
import { getDb } from '../../db/client';
import { reservationNotifications } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';
import { assertAlertTimesAhead } from './alert-times';
import { readMyAlertOffsets } from './get-my-reservation-notifications';

/**
 * POST /v1/users/spots/{spotId}/reservation-notifications: "remind me N minutes before the
 * pre-reservation opens", for each chosen offset (1440, 60, 10).
 *
 * - The spot must be public (404 / 400 UNAVAILABLE) and have a pre-reservation start in the
 *   future; otherwise 400 RESERVATION_NOT_UPCOMING (nothing to remind about).
 * - An offset whose reminder time has already passed (the start is within that many
 *   minutes) is refused with 400 RESERVATION_ALERT_TOO_LATE and a field error per refused entry
 *   (`json.remindOffsetMinutes.<index>`); nothing is stored then, so the user's choice is
 *   applied whole or not at all.
 * - Registering an offset again stores nothing new (`ON CONFLICT DO NOTHING` on
 *   reservation_notifications_user_spot_offset_uq), so a double tap, a retry or concurrent
 *   requests leave one row per offset.
 *
 * Answers every offset the caller has for the spot (largest first), including ones
 * registered earlier; the detail's isReservationNotificationRegistered then reads true.
 */
export async function registerReservationNotifications(
  input: { userId: number; spotId: number } & ReservationNotificationBody,
): Promise<ReservationNotification> {
  const db = await getDb();
  const spot = await findPublicSpotOrThrow(db, input.spotId);
  assertAlertTimesAhead(spot.preReservationStartedAt, input.remindOffsetMinutes);

  await db
    .insert(reservationNotifications)
    .values(
      input.remindOffsetMinutes.map((remindOffsetMinutes) => ({
        userId: input.userId,
        spotId: spot.id,
        remindOffsetMinutes,
      })),
    )
    .onConflictDoNothing({
      target: [
        reservationNotifications.userId,
        reservationNotifications.spotId,
        reservationNotifications.remindOffsetMinutes,
      ],
    });

  return { spotId: spot.id, remindOffsetMinutes: await readMyAlertOffsets(db, input.userId, spot.id) };
}
