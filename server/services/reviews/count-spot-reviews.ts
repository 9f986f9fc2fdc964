import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { ReviewCount } from '@/api/contracts/spots';
import { getDb } from '../../db/client';
import { reviews } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';

/**
 * Registered, non-deleted reviews of a public spot (the reviews tab label; the UI caps the
 * display at '999+'). Drafts (TEMPORARY) never count. Served by reviews_spot_status_idx.
 */
export async function countSpotReviews(input: { spotId: number }): Promise<ReviewCount> {
  const db = await getDb();
  await findPublicSpotOrThrow(db, input.spotId);
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.spotId, input.spotId), eq(reviews.status, 'REGISTERED'), isNull(reviews.deletedAt)));
  return { count: row?.n ?? 0 };
}
