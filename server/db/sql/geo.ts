import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;
/** Metres per degree of latitude on that sphere (2πR / 360). */
const METRES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_M) / 360;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

interface GeoColumns {
  latitude: AnyColumn | SQL;
  longitude: AnyColumn | SQL;
}

/**
 * Great-circle distance in metres between the row's coordinates and a point (haversine).
 * `least(1, ...)` keeps rounding from pushing asin's argument past 1 for antipodal points.
 * Good to well under 0.5% at city scale, which is all the "nearby" lists need; PostGIS would
 * be the next step if geography ever grows beyond that.
 */
export function haversineMetres(columns: GeoColumns, from: GeoPoint): SQL<number> {
  const lat = sql`${from.latitude}::double precision`;
  const lng = sql`${from.longitude}::double precision`;
  return sql<number>`(${EARTH_RADIUS_M}::double precision * 2 * asin(least(1, sqrt(
    power(sin(radians(${columns.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${columns.latitude}))
      * power(sin(radians(${columns.longitude} - ${lng}) / 2), 2)
  ))))`.mapWith(Number);
}

/**
 * A latitude/longitude box that contains every point within `radiusMetres` of `center`,
 * as plain range comparisons so the (latitude, longitude) B-tree index can narrow the rows
 * before the haversine runs on the few left. The box is slightly larger than the circle;
 * the caller still filters on the exact distance.
 */
export function withinBoundingBox(columns: GeoColumns, center: GeoPoint, radiusMetres: number): SQL {
  const dLat = radiusMetres / METRES_PER_DEGREE;
  // Longitude degrees shrink towards the poles; clamp the cosine so the box stays finite.
  const dLng = dLat / Math.max(Math.cos((center.latitude * Math.PI) / 180), 0.01);
  return sql`(${columns.latitude} BETWEEN ${center.latitude - dLat} AND ${center.latitude + dLat}
    AND ${columns.longitude} BETWEEN ${center.longitude - dLng} AND ${center.longitude + dLng})`;
}
