import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { SpotState } from '@/api/contracts/users';
import { getDb } from '../../db/client';
import { picks, reservationNotifications } from '../../db/schema';

/**
 * GET /v1/users/me/spot-states: my pick and pre-reservation alert on each of the given
 * pop-ups, in the order asked. Public pages are cached without them (the same HTML for
 * everyone); the browser asks for them after hydration. Unknown ids answer "nothing of mine".
 */
export async function listMySpotStates(input: { userId: number; spotIds: number[] }): Promise<SpotState[]> {
  if (input.spotIds.length === 0) return [];
  const db = await getDb();
  const [myPicks, myAlerts] = await Promise.all([
    db
      .select({ spotId: picks.referenceId, pickId: picks.id })
      .from(picks)
      .where(and(eq(picks.userId, input.userId), eq(picks.type, 'POPUP'), inArray(picks.referenceId, input.spotIds))),
    db
      .selectDistinct({ spotId: reservationNotifications.spotId })
      .from(reservationNotifications)
      .where(
        and(eq(reservationNotifications.userId, input.userId), inArray(reservationNotifications.spotId, input.spotIds)),
      ),
  ]);
  const pickBySpot = new Map(myPicks.map((row) => [row.spotId, row.pickId]));
  const alerted = new Set(myAlerts.map((row) => row.spotId));
  return input.spotIds.map((spotId) => ({
    spotId,
    pickId: pickBySpot.get(spotId) ?? null,
    isReservationNotificationRegistered: alerted.has(spotId),
  }));
}
