import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { Executor } from '../../db/client';
import { spots } from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';

type WindowFields = { preReservationStartedAt: Date | null; preReservationEndedAt: Date | null };

/**
 * A public pop-up that takes bookings on Popspot, or the refusal: unknown, hidden or deleted
 * answers 404 like any missing page; a pop-up booked elsewhere (or not at all) answers
 * RESERVATION_NOT_OFFERED.
 */
export async function bookableSpot(db: Executor, spotId: number) {
  const [spot] = await db
    .select({
      id: spots.id,
      type: spots.type,
      title: spots.title,
      isPopspotReservation: spots.isPopspotReservation,
      preReservationStartedAt: spots.preReservationStartedAt,
      preReservationEndedAt: spots.preReservationEndedAt,
    })
    .from(spots)
    .where(and(eq(spots.id, spotId), isPublicSpot()));
  if (!spot) throw apiError('NOT_FOUND');
  if (!spot.isPopspotReservation) throw apiError('RESERVATION_NOT_OFFERED');
  return spot;
}

/**
 * Bookings are taken during the pop-up's pre-reservation window (the same window the detail
 * page's button and the search filter follow); a bound that is not set does not limit.
 */
export function isWindowOpen(spot: WindowFields, now: Date): boolean {
  if (spot.preReservationStartedAt && spot.preReservationStartedAt > now) return false;
  if (spot.preReservationEndedAt && spot.preReservationEndedAt < now) return false;
  return true;
}
