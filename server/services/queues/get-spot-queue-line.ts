import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { SpotQueueLine } from '@/api/contracts/spots';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { spotQueues, spots } from '../../db/schema';
import { translatedTitlesBySpot } from '../spots/spot-summaries';
import { listSpotQueues } from './list-spot-queues';

/**
 * GET /v1/spot-queues/{id}: one line as the pop-up's page shows it (same visibility rules:
 * a hidden or deleted pop-up's line answers 400, and the name in the reader's language), with
 * the pop-up's title.
 */
export async function getSpotQueueLine(input: {
  queueId: number;
  viewerId: number | null;
  lang: Locale;
}): Promise<SpotQueueLine> {
  const db = await getDb();
  const [owner] = await db
    .select({ spotId: spotQueues.spotId, title: spots.title })
    .from(spotQueues)
    .innerJoin(spots, eq(spots.id, spotQueues.spotId))
    .where(eq(spotQueues.id, input.queueId));
  if (!owner) throw apiError('NOT_FOUND');
  const lines = await listSpotQueues({ spotId: owner.spotId, viewerId: input.viewerId, lang: input.lang });
  const queue = lines.find((line) => line.id === input.queueId)!;
  const titles = await translatedTitlesBySpot(db, [owner.spotId], input.lang);
  return { spot: { id: owner.spotId, title: titles.get(owner.spotId) ?? owner.title }, queue };
}
