import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { Executor } from '../../db/client';
import { spots } from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';

/**
 * The one gate for every spot-scoped call (queues, review count, votes, picks, alerts, view
 * logs, recommendations): an id that never existed is NOT_FOUND (404), a spot that exists
 * but is deleted or not yet activated is UNAVAILABLE (400 / 40000001), exactly as the
 * detail answers, so the page shows the same 'deleted content' dialog whichever call fails.
 */
export async function findPublicSpotOrThrow(db: Executor, spotId: number) {
  const [spot] = await db
    .select({
      id: spots.id,
      type: spots.type,
      latitude: spots.latitude,
      longitude: spots.longitude,
      openDate: spots.openDate,
      closeDate: spots.closeDate,
      operationTime: spots.operationTime,
      preReservationStartedAt: spots.preReservationStartedAt,
      isPublic: sql<boolean>`${isPublicSpot()}`,
    })
    .from(spots)
    .where(eq(spots.id, spotId))
    .limit(1);
  if (!spot) throw apiError('NOT_FOUND');
  if (!spot.isPublic) throw apiError('UNAVAILABLE');
  return spot;
}
