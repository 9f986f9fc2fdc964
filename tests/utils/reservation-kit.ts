import { eq } from 'drizzle-orm';
import type { ReservationDetail } from '@/api/contracts/reservations';
import { seoulClock } from '@/lib/format-date';
import { seoulDayKey } from '@/lib/period-type';
import type { Database } from '@/server/db/client';
import { reservationSlots, spots } from '@/server/db/schema';
import type { App } from '@/server/http/app';
import { insertSpot, seoulDay } from './fixtures';
import { call } from './test-app';

/*
 * Popspot reservations in API tests (decision 043): a pop-up booked on Popspot with slots,
 * and a booking made through the API the way the form sends it.
 */

type SpotInsert = Partial<typeof spots.$inferInsert>;

/** A public pop-up booked on Popspot, its booking window open from yesterday for a month. */
export async function popspotSpot(db: Database, overrides: SpotInsert = {}) {
  return insertSpot(db, {
    title: '팝스팟 예약 팝업',
    type: 'POPSPOT_STORE',
    isPopspotReservation: true,
    preReservationLink: '/reservation/popup/{id}',
    preReservationStartedAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    preReservationEndedAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    ...overrides,
  });
}

let minuteSeq = 0;

/**
 * A slot of the spot: `dayOffset` Seoul days from today at `time` (by default a time of its
 * own, so one spot can hold many slots a day), or at the Seoul day and time of `at`.
 */
export async function slotOf(
  db: Database,
  spotId: number,
  options: { dayOffset?: number; time?: string; at?: Date; capacity?: number; reserved?: number } = {},
) {
  const at = options.at;
  const visitDate = at ? seoulDayKey(at) : seoulDay(options.dayOffset ?? 2);
  const next = minuteSeq++;
  const time = at
    ? `${seoulClock(at)}:00`
    : (options.time ??
      `${String(10 + (Math.floor(next / 60) % 12)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}:00`);
  const [slot] = await db
    .insert(reservationSlots)
    .values({
      spotId,
      visitDate,
      startTime: time,
      capacity: options.capacity ?? 10,
      reservedCount: options.reserved ?? 0,
    })
    .returning();
  return slot;
}

export async function reservedCountOf(db: Database, slotId: number): Promise<number> {
  const [row] = await db
    .select({ n: reservationSlots.reservedCount })
    .from(reservationSlots)
    .where(eq(reservationSlots.id, slotId));
  return row.n;
}

export const BOOKER = { bookerName: '김예약', bookerPhone: '010-1234-5678', agreedToPrivacy: true } as const;

export function book(app: App, token: string | undefined, body: Record<string, unknown>) {
  return call<ReservationDetail>(app, 'POST', '/api/v1/users/reservations', {
    token,
    body: { partySize: 1, ...BOOKER, ...body },
  });
}
