import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ReservationDetail } from '@/api/contracts/reservations';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { popspotReservations, reservationSlots } from '../../db/schema';
import { getMyReservation } from './get-my-reservation';
import { cancelableUntil, mine } from './reservation-parts';

/**
 * PATCH /v1/users/reservations/{id}: cancel my booking, up to an hour before its slot
 * (decision 043), and give its places back, in one transaction. The booking's row is locked
 * first, so a second cancel (another tab, a double tap) waits and then finds it cancelled:
 * 409 RESERVATION_NOT_ACTIVE, and the places are returned once. Someone else's or unknown: 404.
 */
export async function cancelReservation(input: {
  userId: number;
  reservationId: number;
  lang?: Locale;
  now?: Date;
}): Promise<ReservationDetail> {
  const db = await getDb();
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: popspotReservations.status,
        slotId: popspotReservations.slotId,
        partySize: popspotReservations.partySize,
        startsAt: reservationSlots.startsAt,
      })
      .from(popspotReservations)
      .innerJoin(reservationSlots, eq(reservationSlots.id, popspotReservations.slotId))
      .where(mine(input.userId, input.reservationId))
      .for('update', { of: popspotReservations });
    if (!row) throw apiError('NOT_FOUND');
    if (row.status !== 'RESERVED') throw apiError('RESERVATION_NOT_ACTIVE');
    if (now > cancelableUntil(row.startsAt)) throw apiError('RESERVATION_CANCEL_CLOSED');
    await tx
      .update(popspotReservations)
      .set({ status: 'CANCELED', canceledAt: now })
      .where(eq(popspotReservations.id, input.reservationId));
    await tx
      .update(reservationSlots)
      .set({ reservedCount: sql`${reservationSlots.reservedCount} - ${row.partySize}` })
      .where(eq(reservationSlots.id, row.slotId));
  });
  return getMyReservation(input);
}
