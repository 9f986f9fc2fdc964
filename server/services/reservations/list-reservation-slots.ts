import 'server-only';
import { and, asc, between, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { ReservationSlots } from '@/api/contracts/reservations';
import type { Locale } from '@/lib/locales';
import { seoulDayKey } from '@/lib/period-type';
import { addDays } from '@/lib/picks/calendar-month';
import { RESERVATION_MAX_PARTY_SIZE, RESERVATION_SLOT_DAYS } from '@/lib/reservation-rules';
import { daysBetween } from '@/lib/search/search-params';
import { getDb } from '../../db/client';
import { reservationSlots } from '../../db/schema';
import { translatedTitlesBySpot } from '../spots/spot-summaries';
import { clockOf } from './reservation-parts';
import { bookableSpot, isWindowOpen } from './reservation-spot';

/** The longest range one call answers. */
const MAX_RANGE_DAYS = 62;

/**
 * GET /v1/spots/{id}/reservation-slots: the days and time slots of a public pop-up that takes
 * bookings on Popspot, with the places left in each. A slot is bookable while it has not
 * started, has places left and the pop-up's booking window is open; the others are listed
 * too (the page shows them as unavailable, with words, not colour alone).
 */
export async function listReservationSlots(input: {
  spotId: number;
  from?: string;
  to?: string;
  lang?: Locale;
  now?: Date;
}): Promise<ReservationSlots> {
  const db = await getDb();
  const now = input.now ?? new Date();
  const from = input.from ?? seoulDayKey(now);
  const to = input.to ?? addDays(from, RESERVATION_SLOT_DAYS - 1);
  const span = daysBetween(from, to);
  if (span < 0) throw apiError('BAD_REQUEST', { 'query.to': ['must not be before from'] });
  if (span >= MAX_RANGE_DAYS) throw apiError('BAD_REQUEST', { 'query.to': [`at most ${MAX_RANGE_DAYS} days`] });

  const spot = await bookableSpot(db, input.spotId);
  const rows = await db
    .select()
    .from(reservationSlots)
    .where(and(eq(reservationSlots.spotId, spot.id), between(reservationSlots.visitDate, from, to)))
    .orderBy(asc(reservationSlots.visitDate), asc(reservationSlots.startTime));
  const lang = input.lang ?? 'ko';
  const title = (await translatedTitlesBySpot(db, [spot.id], lang)).get(spot.id);
  const windowOpen = isWindowOpen(spot, now);

  const days: ReservationSlots['days'] = [];
  for (const row of rows) {
    const remaining = Math.max(0, row.capacity - row.reservedCount);
    const slot = {
      id: row.id,
      startTime: clockOf(row.startTime),
      startsAt: row.startsAt.toISOString(),
      capacity: row.capacity,
      remaining,
      bookable: windowOpen && remaining > 0 && row.startsAt > now,
    };
    const last = days.at(-1);
    if (last?.date === row.visitDate) last.slots.push(slot);
    else days.push({ date: row.visitDate, slots: [slot] });
  }
  return {
    spot: { id: spot.id, type: spot.type, title: title ?? spot.title, contentLocale: title ? lang : 'ko' },
    maxPartySize: RESERVATION_MAX_PARTY_SIZE,
    bookingOpensAt: spot.preReservationStartedAt?.toISOString() ?? null,
    bookingClosesAt: spot.preReservationEndedAt?.toISOString() ?? null,
    days,
  };
}
