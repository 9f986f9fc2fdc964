import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { CheckInData, CheckInResult } from '@/api/contracts/enterprise-operations';
import { seoulDayKey } from '@/lib/period-type';
import { verifyReservationEntryToken } from '../../auth/reservation-entry-token';
import { getDb } from '../../db/client';
import { popspotReservations } from '../../db/schema';
import { requireSpotRole } from '../enterprise/company-access';
import { recordCompanyAudit } from '../enterprise/record-company-audit';
import { bookingRows, toDayBooking } from './day-bookings';

/**
 * POST /v1/enterprise/spots/{id}/reservations/check-in: staff at the door mark a booking
 * VISITED from its entry QR (the signed token, decision 043) or its entry code read out.
 * STAFF and above of the pop-up's company, or an admin. The refusals say what to tell the
 * visitor: RESERVATION_ENTRY_INVALID (forged, expired or unknown), RESERVATION_OTHER_POPUP,
 * RESERVATION_NOT_TODAY, RESERVATION_ENTRY_CANCELED, RESERVATION_ALREADY_VISITED. The
 * booking's row is locked, so two devices scanning one QR mark it once; the other is told
 * it was already checked in.
 */
export async function checkInReservation(
  input: {
    userId: number;
    spotId: number;
    now?: Date;
  } & CheckInData,
): Promise<CheckInResult> {
  const { userId, spotId, now = new Date(), ...entry } = input;
  const claims = entry.token ? await verifyReservationEntryToken(entry.token, now) : null;
  if (entry.token && !claims) throw apiError('RESERVATION_ENTRY_INVALID');
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const { companyId } = await requireSpotRole(tx, { userId, spotId, minRole: 'STAFF' });
    const where = claims
      ? eq(popspotReservations.id, claims.reservationId)
      : eq(popspotReservations.entryCode, entry.entryCode ?? '');
    const [row] = await bookingRows(tx).where(where).for('update', { of: popspotReservations });
    if (!row || (claims && row.entryCode !== claims.entryCode)) throw apiError('RESERVATION_ENTRY_INVALID');
    if (row.spotId !== spotId) throw apiError('RESERVATION_OTHER_POPUP');
    if (row.status === 'CANCELED') throw apiError('RESERVATION_ENTRY_CANCELED');
    if (row.status === 'VISITED') throw apiError('RESERVATION_ALREADY_VISITED');
    if (row.date !== seoulDayKey(now)) throw apiError('RESERVATION_NOT_TODAY');
    await tx
      .update(popspotReservations)
      .set({ status: 'VISITED', visitedAt: now })
      .where(eq(popspotReservations.id, row.id));
    await recordCompanyAudit(tx, {
      companyId,
      actorUserId: userId,
      action: 'RESERVATION_CHECKED_IN',
      targetType: 'RESERVATION',
      targetId: row.id,
      detail: { spotId, slotId: row.slotId, partySize: row.partySize },
    });
    return row.id;
  });
  const [row] = await bookingRows(db).where(eq(popspotReservations.id, id));
  return { ...toDayBooking(row), date: row.date };
}
