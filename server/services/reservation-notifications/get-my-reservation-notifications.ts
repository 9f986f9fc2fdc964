import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { ReservationNotification } from '@/api/contracts/reservation-notifications';
import { getDb, type Executor } from '../../db/client';
import { reservationNotifications } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';

/**
 * The caller's alert offsets for one pop-up, largest first, sent ones included (they stay
 * as the record that they were sent). Only ever the caller's own rows: the user id comes from
 * the token, so nobody can read or name anyone else's alert.
 */
export async function readMyAlertOffsets(db: Executor, userId: number, spotId: number): Promise<number[]> {
  const rows = await db
    .select({ offset: reservationNotifications.remindOffsetMinutes })
    .from(reservationNotifications)
    .where(and(eq(reservationNotifications.userId, userId), eq(reservationNotifications.spotId, spotId)))
    .orderBy(desc(reservationNotifications.remindOffsetMinutes));
  return rows.map((row) => row.offset);
}

/**
 * GET /v1/users/spots/{spotId}/reservation-notifications: what the alert drawer shows ticked
 * when a reader who has an alert opens it again. No alert is an empty list, not an error.
 */
export async function getMyReservationNotifications(input: {
  userId: number;
  spotId: number;
}): Promise<ReservationNotification> {
  const db = await getDb();
  const spot = await findPublicSpotOrThrow(db, input.spotId);
  return { spotId: spot.id, remindOffsetMinutes: await readMyAlertOffsets(db, input.userId, spot.id) };
}
