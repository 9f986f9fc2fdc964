import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { apiError, type FieldErrors } from '@/api/api-error';
import type { ReservationNotification, ReservationNotificationBody } from '@/api/contracts/reservation-notifications';
import { getDb } from '../../db/client';
import { reservationNotifications } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';

const MINUTE = 60_000;

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
  const startsAt = spot.preReservationStartedAt?.getTime();
  const now = Date.now();
  if (startsAt === undefined || startsAt <= now) {
    throw apiError('RESERVATION_NOT_UPCOMING', { 'param.spotId': ['has no upcoming pre-reservation'] });
  }

  const fieldErrors: FieldErrors = {};
  input.remindOffsetMinutes.forEach((offset, index) => {
    if (startsAt - offset * MINUTE <= now) {
      fieldErrors[`json.remindOffsetMinutes.${index}`] = [`the pre-reservation opens in less than ${offset} minutes`];
    }
  });
  if (Object.keys(fieldErrors).length > 0) {
    throw apiError('RESERVATION_ALERT_TOO_LATE', fieldErrors);
  }

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

  const rows = await db
    .select({ offset: reservationNotifications.remindOffsetMinutes })
    .from(reservationNotifications)
    .where(and(eq(reservationNotifications.userId, input.userId), eq(reservationNotifications.spotId, spot.id)))
    .orderBy(desc(reservationNotifications.remindOffsetMinutes));
  return { spotId: spot.id, remindOffsetMinutes: rows.map((r) => r.offset) };
}
