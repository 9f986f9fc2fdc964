import 'server-only';
import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { BOOKER_DETAILS_RETENTION_DAYS } from '@/lib/reservation-rules';
import { getDb } from '../db/client';
import { popspotReservations, reservationSlots } from '../db/schema';
import { logger } from '../logger';

/**
 * The booker's name and number were given for one visit (decision 043): 30 days after the
 * slot they are erased, whatever became of the booking. One idempotent UPDATE, so any number
 * of processes may run it at once. Answers how many bookings lost their details.
 */
export async function eraseBookerDetails(options: { now?: Date } = {}): Promise<number> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const before = sql`(${now.toISOString()})::timestamptz - make_interval(days => ${BOOKER_DETAILS_RETENTION_DAYS})`;
  const erased = await db
    .update(popspotReservations)
    .set({ bookerName: null, bookerPhone: null })
    .where(
      and(
        or(isNotNull(popspotReservations.bookerName), isNotNull(popspotReservations.bookerPhone)),
        inArray(
          popspotReservations.slotId,
          db.select({ id: reservationSlots.id }).from(reservationSlots).where(lt(reservationSlots.startsAt, before)),
        ),
      ),
    )
    .returning({ id: popspotReservations.id });
  if (erased.length > 0) logger.info('booker details erased', { count: erased.length });
  return erased.length;
}
