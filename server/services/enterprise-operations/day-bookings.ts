import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { EnterpriseDayBooking, EnterpriseDayBookings } from '@/api/contracts/enterprise-operations';
import { seoulDayKey } from '@/lib/period-type';
import { getDb, type Executor } from '../../db/client';
import { popspotReservations, reservationSlots } from '../../db/schema';
import { requireSpotRole } from '../enterprise/company-access';
import { clockOf } from '../reservations/reservation-parts';
import { operationsSpot } from './operations-parts';

/** Bookings with their slot, as staff at the door see them. */
export function bookingRows(db: Executor) {
  return db
    .select({
      id: popspotReservations.id,
      spotId: popspotReservations.spotId,
      slotId: popspotReservations.slotId,
      date: reservationSlots.visitDate,
      startTime: reservationSlots.startTime,
      partySize: popspotReservations.partySize,
      status: popspotReservations.status,
      entryCode: popspotReservations.entryCode,
      bookerName: popspotReservations.bookerName,
      bookerPhone: popspotReservations.bookerPhone,
      visitedAt: popspotReservations.visitedAt,
      canceledAt: popspotReservations.canceledAt,
    })
    .from(popspotReservations)
    .innerJoin(reservationSlots, eq(reservationSlots.id, popspotReservations.slotId));
}
type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

/**
 * What staff see of a booking: the name to call, and only the last four digits of the
 * number (enough to tell namesakes apart; the full number is not needed at the door).
 */
export function toDayBooking(row: BookingRow): EnterpriseDayBooking {
  return {
    id: row.id,
    slotId: row.slotId,
    startTime: clockOf(row.startTime),
    partySize: row.partySize,
    status: row.status,
    bookerName: row.bookerName,
    phoneLast4: row.bookerPhone?.slice(-4) ?? null,
    visitedAt: row.visitedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

/**
 * GET /v1/enterprise/spots/{id}/reservations?date=: one Seoul day's bookings (default today)
 * by start time, for STAFF and above of the pop-up's company (or an admin), with the people
 * expected and arrived.
 */
export async function listDayBookings(input: {
  userId: number;
  spotId: number;
  date?: string;
  now?: Date;
}): Promise<EnterpriseDayBookings> {
  const db = await getDb();
  const { caller } = await requireSpotRole(db, { userId: input.userId, spotId: input.spotId, minRole: 'STAFF' });
  const spot = await operationsSpot(db, input.spotId, caller);
  const date = input.date ?? seoulDayKey(input.now ?? new Date());
  const rows = await bookingRows(db)
    .where(and(eq(popspotReservations.spotId, input.spotId), eq(reservationSlots.visitDate, date)))
    .orderBy(asc(reservationSlots.startTime), asc(popspotReservations.id));
  const bookings = rows.map(toDayBooking);
  const people = (statuses: string[]) =>
    bookings.filter((b) => statuses.includes(b.status)).reduce((sum, b) => sum + b.partySize, 0);
  return {
    spot,
    date,
    bookings,
    expectedPeople: people(['RESERVED', 'VISITED']),
    visitedPeople: people(['VISITED']),
  };
}
