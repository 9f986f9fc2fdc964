import 'server-only';
import { asc, isNull, sql } from 'drizzle-orm';
import type { PartnerPage } from '@/api/contracts/partners';
import { getDb } from '../../db/client';
import { partners } from '../../db/schema';
import { haversineMetres, type GeoPoint } from '../../db/sql/geo';
import { toPartnerCard } from './partner-card';
import { pageOffset, toPage } from '../shared/paging';

/**
 * GET /v1/partners: every live Popspot Pass partner business, a page at a time. With the
 * visitor's position ('near me' on /pass/partners) the nearest come first and each card
 * carries its distance in metres; without one the list is alphabetical (a stable order
 * a visitor can scan) and distance is null. Ties fall back to the id so pages never
 * overlap or skip a partner.
 */
export async function listPartners(input: {
  page: number;
  size: number;
  latitude?: number;
  longitude?: number;
}): Promise<PartnerPage> {
  const db = await getDb();
  const from: GeoPoint | null =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : null;
  const distance = from ? haversineMetres(partners, from) : sql<number | null>`null::double precision`;
  const order = from ? [asc(distance), asc(partners.id)] : [asc(partners.name), asc(partners.id)];
  const live = isNull(partners.deletedAt);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: partners.id,
        name: partners.name,
        latitude: partners.latitude,
        longitude: partners.longitude,
        region2DepthName: partners.region2DepthName,
        address: partners.address,
        categories: partners.categories,
        filePath: partners.filePath,
        distance,
      })
      .from(partners)
      .where(live)
      .orderBy(...order)
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(partners)
      .where(live),
  ]);
  return toPage(
    rows.map((row) => toPartnerCard(row, row.distance)),
    input,
    total,
  );
}
