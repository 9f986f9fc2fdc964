import 'server-only';
import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Partner } from '@/api/contracts/partners';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { partners, partnerTranslations } from '../../db/schema';
import { haversineMetres, withinBoundingBox } from '../../db/sql/geo';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';
import { partnerCardColumns, partnerTranslationIn, toPartnerCards } from './partner-card';

/** Partner businesses worth suggesting are a short walk or ride from the pop-up. */
const PARTNER_RADIUS_METRES = 5_000;

/**
 * GET /v1/partners/recommendations?spotId&size: live partners within PARTNER_RADIUS_METRES
 * of a public pop-up, nearest first (ties by id), with the distance in metres. The
 * bounding box (partners_lat_lng_idx) narrows the rows before the haversine. Public: the
 * spec's "401 yields an empty list" is the client's handling, not this endpoint's. Names and
 * districts in `lang` where translated (partner-card.ts).
 */
export async function listPartnerRecommendations(input: {
  spotId: number;
  size: number;
  lang: Locale;
}): Promise<Partner[]> {
  const db = await getDb();
  const spot = await findPublicSpotOrThrow(db, input.spotId);
  const distance = haversineMetres(partners, spot);
  const rows = await db
    .select({ ...partnerCardColumns, distance })
    .from(partners)
    .leftJoin(partnerTranslations, partnerTranslationIn(input.lang))
    .where(
      and(
        isNull(partners.deletedAt),
        withinBoundingBox(partners, spot, PARTNER_RADIUS_METRES),
        sql`${distance} <= ${PARTNER_RADIUS_METRES}`,
      ),
    )
    .orderBy(asc(distance), asc(partners.id))
    .limit(input.size);
  return toPartnerCards(db, rows, input.lang);
}
