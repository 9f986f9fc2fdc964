import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { ReservationList } from '@/api/contracts/reservations';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { popspotReservations, reservationSlots } from '../../db/schema';
import { pageOffset, toPage, type PageRequest } from '../shared/paging';
import { reservationRows, toReservations } from './reservation-parts';

/**
 * GET /v1/users/reservations: my bookings, the coming visits first (soonest first), then
 * the rest (past, cancelled, visited), latest first.
 */
export async function listMyReservations(
  input: PageRequest & { userId: number; lang?: Locale; now?: Date },
): Promise<ReservationList> {
  const db = await getDb();
  const at = sql`(${(input.now ?? new Date()).toISOString()})::timestamptz`;
  const upcoming = sql`(${popspotReservations.status} = 'RESERVED' AND ${reservationSlots.startsAt} > ${at})`;
  const where = eq(popspotReservations.userId, input.userId);
  const [rows, [{ total }]] = await Promise.all([
    reservationRows(db, where, [
      sql`${upcoming} DESC`,
      sql`CASE WHEN ${upcoming} THEN ${reservationSlots.startsAt} END ASC`,
      desc(reservationSlots.startsAt),
      desc(popspotReservations.id),
    ])
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(popspotReservations)
      .where(where),
  ]);
  return toPage(await toReservations(db, rows, input.lang ?? 'ko'), input, total);
}
