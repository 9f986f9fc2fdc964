import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { BookReservationData, ReservationDetail } from '@/api/contracts/reservations';
import type { Locale } from '@/lib/locales';
import { RESERVATION_CONSENT_VERSION, RESERVATION_MAX_PARTY_SIZE } from '@/lib/reservation-rules';
import { getDb } from '../../db/client';
import { popspotReservations, reservationSlots, users } from '../../db/schema';
import { getMyReservation } from './get-my-reservation';
import { bookableSpot, isWindowOpen } from './reservation-spot';

/**
 * POST /v1/users/reservations: book places in a time slot (decision 043). In one transaction:
 *
 * - the slot, its pop-up (public, booked on Popspot, its booking window open) and the slot's
 *   start (not yet), then one live booking per person, pop-up and day: the person's own row
 *   is locked first, so two of their bookings made at once are checked one after the other;
 * - the places: one conditional UPDATE (`reserved_count + n <= capacity`). Concurrent
 *   bookings of one slot queue on its row and each re-reads the count it left, so the last
 *   places go to exactly as many people as they hold, whatever the number of app processes;
 *   the table's check constraint would refuse an oversold count anyway;
 * - the booking, with the booker's details and the consent to hand them to the organiser.
 *   Any refusal rolls the places back.
 */
export async function bookReservation(
  input: {
    userId: number;
    lang?: Locale;
    now?: Date;
  } & BookReservationData,
): Promise<ReservationDetail> {
  const { userId, lang, now = new Date(), ...body } = input;
  const db = await getDb();
  if (body.partySize > RESERVATION_MAX_PARTY_SIZE) {
    throw apiError('RESERVATION_PARTY_LIMIT', { 'json.partySize': [`at most ${RESERVATION_MAX_PARTY_SIZE}`] });
  }
  const reservationId = await db.transaction(async (tx) => {
    const [slot] = await tx
      .select({
        id: reservationSlots.id,
        spotId: reservationSlots.spotId,
        visitDate: reservationSlots.visitDate,
        startsAt: reservationSlots.startsAt,
      })
      .from(reservationSlots)
      .where(eq(reservationSlots.id, body.slotId));
    if (!slot) throw apiError('NOT_FOUND');
    const spot = await bookableSpot(tx, slot.spotId);
    if (!isWindowOpen(spot, now)) throw apiError('RESERVATION_WINDOW_CLOSED');
    if (slot.startsAt <= now) throw apiError('RESERVATION_SLOT_CLOSED');

    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [sameDay] = await tx
      .select({ id: popspotReservations.id })
      .from(popspotReservations)
      .innerJoin(reservationSlots, eq(reservationSlots.id, popspotReservations.slotId))
      .where(
        and(
          eq(popspotReservations.userId, userId),
          eq(popspotReservations.spotId, slot.spotId),
          eq(popspotReservations.status, 'RESERVED'),
          eq(reservationSlots.visitDate, slot.visitDate),
        ),
      )
      .limit(1);
    if (sameDay) throw apiError('RESERVATION_ALREADY_MADE');

    const [taken] = await tx
      .update(reservationSlots)
      .set({ reservedCount: sql`${reservationSlots.reservedCount} + ${body.partySize}` })
      .where(
        and(
          eq(reservationSlots.id, slot.id),
          sql`${reservationSlots.reservedCount} + ${body.partySize} <= ${reservationSlots.capacity}`,
        ),
      )
      .returning({ id: reservationSlots.id });
    if (!taken) throw apiError('RESERVATION_SLOT_FULL');

    const [row] = await tx
      .insert(popspotReservations)
      .values({
        spotId: slot.spotId,
        slotId: slot.id,
        userId,
        partySize: body.partySize,
        bookerName: body.bookerName,
        bookerPhone: body.bookerPhone,
        privacyConsentedAt: now,
        privacyConsentVersion: RESERVATION_CONSENT_VERSION,
      })
      // The partial unique index (one live booking per person and slot) has the last word.
      .onConflictDoNothing()
      .returning({ id: popspotReservations.id });
    if (!row) throw apiError('RESERVATION_ALREADY_MADE');
    return row.id;
  });
  return getMyReservation({ userId, reservationId, lang });
}
