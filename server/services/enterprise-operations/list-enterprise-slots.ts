import 'server-only';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import {
  MAX_SLOT_RANGE_DAYS,
  type EnterpriseReservationSlot,
  type EnterpriseReservationSlots,
} from '@/api/contracts/enterprise-operations';
import { seoulDayKey } from '@/lib/period-type';
import { addDays } from '@/lib/picks/calendar-month';
import { RESERVATION_SLOT_DAYS } from '@/lib/reservation-rules';
import { daysBetween } from '@/lib/search/search-params';
import { getDb, type Executor } from '../../db/client';
import { reservationSlots } from '../../db/schema';
import { requireSpotRole } from '../enterprise/company-access';
import { clockOf } from '../reservations/reservation-parts';
import { operationsSpot } from './operations-parts';

/** A slot as the console shows it; `deletable` when no booking (even a cancelled one) names it. */
export function slotRows(db: Executor) {
  return db
    .select({
      id: reservationSlots.id,
      date: reservationSlots.visitDate,
      startTime: reservationSlots.startTime,
      startsAt: reservationSlots.startsAt,
      capacity: reservationSlots.capacity,
      reservedCount: reservationSlots.reservedCount,
      deletable: sql<boolean>`not exists (select 1 from popspot_reservations r where r.slot_id = reservation_slots.id)`,
    })
    .from(reservationSlots);
}

export function toEnterpriseSlot(row: Awaited<ReturnType<typeof slotRows>>[number]): EnterpriseReservationSlot {
  return { ...row, startTime: clockOf(row.startTime), startsAt: row.startsAt.toISOString() };
}

/**
 * GET /v1/enterprise/spots/{id}/reservation-slots: the pop-up's slots by day with the people
 * booked in each (STAFF and above), whether or not it takes bookings on Popspot now.
 */
export async function listEnterpriseSlots(input: {
  userId: number;
  spotId: number;
  from?: string;
  to?: string;
  now?: Date;
}): Promise<EnterpriseReservationSlots> {
  const from = input.from ?? seoulDayKey(input.now ?? new Date());
  const to = input.to ?? addDays(from, RESERVATION_SLOT_DAYS - 1);
  const span = daysBetween(from, to);
  if (span < 0) throw apiError('BAD_REQUEST', { 'query.to': ['must not be before from'] });
  if (span >= MAX_SLOT_RANGE_DAYS) {
    throw apiError('BAD_REQUEST', { 'query.to': [`at most ${MAX_SLOT_RANGE_DAYS} days`] });
  }
  const db = await getDb();
  const { caller } = await requireSpotRole(db, { userId: input.userId, spotId: input.spotId, minRole: 'STAFF' });
  const spot = await operationsSpot(db, input.spotId, caller);
  const rows = await slotRows(db)
    .where(and(eq(reservationSlots.spotId, input.spotId), between(reservationSlots.visitDate, from, to)))
    .orderBy(asc(reservationSlots.visitDate), asc(reservationSlots.startTime));
  const days: EnterpriseReservationSlots['days'] = [];
  for (const row of rows) {
    const slot = toEnterpriseSlot(row);
    const last = days.at(-1);
    if (last?.date === slot.date) last.slots.push(slot);
    else days.push({ date: slot.date, slots: [slot] });
  }
  return { spot, from, to, days };
}
