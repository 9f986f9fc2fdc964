import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { UpdateSpotBody } from '@/api/contracts/admin-spots';
import { invalidatePages, pageTags } from '../../cache/page-cache';
import { getDb } from '../../db/client';
import { spots } from '../../db/schema';
import { notifyKeywordMatches } from '../keywords/notify-keyword-matches';
import { pushKeywordMatches } from '../keywords/push-keyword-matches';
import { markSearchTermsDirty } from '../search/refresh-search-terms';

/**
 * PATCH /v1/admin/spots/{id} (ADMIN): corrects a pop-up's text, period or pre-reservation
 * window, or hides it (or shows it again). The merged result must still make sense (the period ends on or after it starts,
 * the window closes after it opens), checked against the row locked in the transaction.
 * Every cached page showing the pop-up (its detail, every list) is rendered anew on its
 * next request, on every app process.
 */
export async function updateSpot(input: { spotId: number } & UpdateSpotBody): Promise<void> {
  const { spotId, ...changes } = input;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [spot] = await tx.select().from(spots).where(eq(spots.id, spotId)).for('update').limit(1);
    if (!spot || spot.deletedAt) throw apiError('NOT_FOUND');
    const openDate = changes.openDate ?? spot.openDate;
    const closeDate = changes.closeDate === undefined ? spot.closeDate : changes.closeDate;
    if (closeDate !== null && closeDate < openDate) {
      throw apiError('BAD_REQUEST', { 'json.closeDate': ['the period must end on or after its first day'] });
    }
    const startedAt = instantOr(changes.preReservationStartedAt, spot.preReservationStartedAt);
    const endedAt = instantOr(changes.preReservationEndedAt, spot.preReservationEndedAt);
    if (startedAt && endedAt && endedAt <= startedAt) {
      throw apiError('BAD_REQUEST', { 'json.preReservationEndedAt': ['the window must close after it opens'] });
    }
    await tx
      .update(spots)
      .set({
        title: changes.title,
        notice: changes.notice,
        content: changes.content,
        openDate,
        closeDate,
        preReservationStartedAt: startedAt,
        preReservationEndedAt: endedAt,
        ...(changes.published === undefined
          ? {}
          : { activatedAt: changes.published ? (spot.activatedAt ?? new Date()) : null }),
      })
      .where(eq(spots.id, spot.id));
  });
  await invalidatePages([pageTags.spot(spotId), pageTags.spots]);
  await markSearchTermsDirty(db);
  // Published, or changed to match someone's keyword: each follower hears once (the index
  // keeps it to once, so a retried correction notifies no one twice).
  await pushKeywordMatches(await notifyKeywordMatches({ spotId }));
}

/** A changed instant (an ISO string, or null to clear it), else the current value. */
function instantOr(change: string | null | undefined, current: Date | null): Date | null {
  if (change === undefined) return current;
  return change === null ? null : new Date(change);
}

/**
 * DELETE /v1/admin/spots/{id} (ADMIN): takes a pop-up down. A soft delete: its page answers
 * the spec's 'deleted content' dialog from the next request on, on every app process, and it
 * leaves every list; picks, reviews and tickets stay for their owners' history.
 */
export async function deleteSpot(input: { spotId: number }): Promise<void> {
  const db = await getDb();
  const [deleted] = await db
    .update(spots)
    .set({ deletedAt: new Date() })
    .where(eq(spots.id, input.spotId))
    .returning({ id: spots.id });
  if (!deleted) throw apiError('NOT_FOUND');
  await invalidatePages([pageTags.spot(input.spotId), pageTags.spots, pageTags.reviews(input.spotId)]);
  await markSearchTermsDirty(db);
}
