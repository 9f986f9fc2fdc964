import 'server-only';
import { apiError } from '@/api/api-error';
import type { ReservationDetail } from '@/api/contracts/reservations';
import type { Locale } from '@/lib/locales';
import { signReservationEntryToken } from '../../auth/reservation-entry-token';
import { getDb } from '../../db/client';
import { mine, reservationRows, toReservations } from './reservation-parts';

/**
 * GET /v1/users/reservations/{id}: one of my reservations, with the signed token its entry
 * QR shows while it is live. Someone else's or unknown: 404.
 */
export async function getMyReservation(input: {
  userId: number;
  reservationId: number;
  lang?: Locale;
}): Promise<ReservationDetail> {
  const db = await getDb();
  const rows = await reservationRows(db, mine(input.userId, input.reservationId));
  if (rows.length === 0) throw apiError('NOT_FOUND');
  const [reservation] = await toReservations(db, rows, input.lang ?? 'ko');
  const [row] = rows;
  const entryToken =
    row.status === 'RESERVED'
      ? await signReservationEntryToken({ reservationId: row.id, entryCode: row.entryCode, startsAt: row.startsAt })
      : null;
  return { ...reservation, entryToken };
}
