import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { getDb } from '../../db/client';
import { reservationNotifications } from '../../db/schema';

/**
 * DELETE /v1/users/spots/{spotId}/reservation-notifications: the reader cancels their alert
 * for the pop-up, every time of it (sent ones too: the detail then reads 'no alert', and the
 * reader may register again for the times still ahead, which is what the drawer's 'undo'
 * does).
 *
 * Only the caller's own rows are touched (the user id comes from the token). With none for
 * this pop-up, whether never registered, already cancelled or another user's, the answer is
 * 404 RESERVATION_ALERT_NOT_FOUND. A pop-up hidden since is no obstacle: an alert for it can
 * always be cancelled.
 */
export async function cancelReservationNotifications(input: { userId: number; spotId: number }): Promise<null> {
  const db = await getDb();
  const removed = await db
    .delete(reservationNotifications)
    .where(and(eq(reservationNotifications.userId, input.userId), eq(reservationNotifications.spotId, input.spotId)))
    .returning({ id: reservationNotifications.id });
  if (removed.length === 0) throw apiError('RESERVATION_ALERT_NOT_FOUND');
  return null;
}
