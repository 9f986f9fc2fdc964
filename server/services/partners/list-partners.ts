import 'server-only';
import { asc, isNull, sql } from 'drizzle-orm';
import type { PartnerPage } from '@/api/contracts/partners';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { partners, partnerTranslations } from '../../db/schema';
import { haversineMetres, type GeoPoint } from '../../db/sql/geo';
import { partnerCardColumns, partnerTranslationIn, toPartnerCards } from './partner-card';
import { pageOffset, toPage } from '../shared/paging';

/**
 * GET /v1/partners: every live Popspot Pass partner business, a page at a time. With the
 * visitor's position ('near me' on /pass/partners) the nearest come first and each card
 * carries its distance in metres; without one the list is alphabetical (a stable order
 * a visitor can scan: by the name shown, translated or not) and distance is null. Ties fall
 * back to the id so pages never overlap or skip a partner.
 */
export async function listPartners(input: {
  page: number;
  size: number;
  latitude?: number;
  longitude?: number;
  lang: Locale;
}): Promise<PartnerPage> {
  const db = await getDb();
  const from: GeoPoint | null =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : null;
  const distance = from ? haversineMetres(partners, from) : sql<number | null>`null::double precision`;
  const shownName = sql`coalesce(${partnerTranslations.name}, ${partners.name})`;
  const order = from ? [asc(distance), asc(partners.id)] : [asc(shownName), asc(partners.id)];
  const live = isNull(partners.deletedAt);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...partnerCardColumns, distance })
      .from(partners)
      .leftJoin(partnerTranslations, partnerTranslationIn(input.lang))
      .where(live)
      .orderBy(...order)
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(partners)
      .where(live),
  ]);
  return toPage(await toPartnerCards(db, rows, input.lang), input, total);
}
