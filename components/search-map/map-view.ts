import type { MapBounds } from '@/components/shared/map/map-clusters';
import { MAP_DEFAULTS } from '@/lib/constants';
import { searchFiltersToParams, type SearchFilters } from '@/lib/search/search-params';

/**
 * The search map's camera and viewport as plain data: the zoom scale (the spec speaks in
 * Kakao map levels), the URL form of the view, the API's bounds query, and the rule for
 * offering 'search this area'. No maplibre here, so all of it is unit-tested in node.
 */

/**
 * Kakao map level → maplibre zoom. Kakao level 1 is street level and each level doubles
 * the metres per pixel (level 3 ≈ 1 m/px, level 5 ≈ 4 m/px); maplibre zoom z (512-pixel
 * tiles) is 78 271.5·cos(latitude)/2^z m/px, about 0.95 m/px at z16 and 3.8 m/px at z14 in
 * Seoul. So zoom = 19 − level (decision 015).
 */
export function kakaoLevelToZoom(level: number): number {
  return 19 - level;
}

/** The spec's 'map zoom 5' (Kakao level): a neighbourhood, e.g. most of Seongsu. */
export const DEFAULT_ZOOM = kakaoLevelToZoom(MAP_DEFAULTS.zoom);
/**
 * The spec's 'cluster level 3': points cluster while the map is zoomed out beyond Kakao
 * level 3. Supercluster builds clusters up to this zoom; from the next zoom on (maplibre 16
 * = Kakao level 3) every pop-up is its own marker.
 */
export const CLUSTER_MAX_ZOOM = kakaoLevelToZoom(MAP_DEFAULTS.clusterLevel) - 1;
/** Whole Korea fits at 6; beyond 19 there is nothing more to see without building plans. */
export const MIN_ZOOM = 6;
export const MAX_ZOOM = 19;

export type MapView = { latitude: number; longitude: number; zoom: number };
export type MapViewport = MapView & { bounds: MapBounds };

export const DEFAULT_MAP_VIEW: MapView = {
  latitude: MAP_DEFAULTS.latitude,
  longitude: MAP_DEFAULTS.longitude,
  zoom: DEFAULT_ZOOM,
};

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function read(raw: RawParams, key: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(key) ?? undefined;
  const value = raw[key];
  return Array.isArray(value) ? value[0] : value;
}

function numberIn(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/**
 * URL (`lat`, `lng`, `zoom`) → view. A centre needs both coordinates; anything missing or
 * out of range falls back to the default, so a mangled shared link still opens a map.
 */
export function parseMapView(raw: RawParams): MapView {
  const latitude = numberIn(read(raw, 'lat'), -85, 85);
  const longitude = numberIn(read(raw, 'lng'), -180, 180);
  const zoom = numberIn(read(raw, 'zoom'), MIN_ZOOM, MAX_ZOOM);
  const centre = latitude !== null && longitude !== null;
  return {
    latitude: centre ? latitude : DEFAULT_MAP_VIEW.latitude,
    longitude: centre ? longitude : DEFAULT_MAP_VIEW.longitude,
    zoom: zoom ?? DEFAULT_MAP_VIEW.zoom,
  };
}

/** 5 decimals ≈ 1 m: precise enough for a view, short enough for a shared link. */
function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function setView(params: URLSearchParams, view: MapView) {
  params.set('lat', String(round(view.latitude, 5)));
  params.set('lng', String(round(view.longitude, 5)));
  params.set('zoom', String(round(view.zoom, 2)));
}

/** The page URL's query: the filters (the list page's form) plus the view. */
export function mapSearchParams(filters: SearchFilters, view: MapView): URLSearchParams {
  const params = searchFiltersToParams(filters);
  setView(params, view);
  return params;
}

/**
 * `href` with its view parameters replaced (path, filters and anything else kept): what the
 * map writes with history.replaceState after each camera move.
 */
export function urlWithView(href: string, view: MapView): string {
  const url = new URL(href);
  setView(url.searchParams, view);
  return `${url.pathname}?${url.searchParams.toString()}${url.hash}`;
}

/** The API's viewport fields, rounded so tiny camera jitter does not make a new query key. */
export function boundsToQuery(bounds: MapBounds): MapBounds {
  return {
    swLat: round(Math.max(-90, bounds.swLat), 5),
    swLng: round(Math.max(-180, bounds.swLng), 5),
    neLat: round(Math.min(90, bounds.neLat), 5),
    neLng: round(Math.min(180, bounds.neLng), 5),
  };
}

/** How far (share of the searched span) the view may stray before we offer a new search. */
const EDGE_TOLERANCE = 0.1;

/**
 * Whether to offer 'search this area': the visitor moved the view out of the searched
 * bounds (panned away or zoomed out, beyond a small tolerance so a nudge does not count),
 * or — when the answer was cut to the most popular pop-ups — zoomed in by a level or more,
 * where a new search would show the ones that were left out. Zooming in on a complete
 * answer changes nothing: every pop-up of the area is already on the map.
 */
export function hasMovedAway(
  searched: Pick<MapViewport, 'bounds' | 'zoom'>,
  current: Pick<MapViewport, 'bounds' | 'zoom'>,
  truncated: boolean,
): boolean {
  const s = searched.bounds;
  const c = current.bounds;
  const tolLat = (s.neLat - s.swLat) * EDGE_TOLERANCE;
  const tolLng = (s.neLng - s.swLng) * EDGE_TOLERANCE;
  const outside =
    c.swLat < s.swLat - tolLat ||
    c.neLat > s.neLat + tolLat ||
    c.swLng < s.swLng - tolLng ||
    c.neLng > s.neLng + tolLng;
  if (outside) return true;
  return truncated && current.zoom >= searched.zoom + 1;
}

/**
 * The area a keyword search covers before the map fits to its results: South Korea with
 * Jeju and Ulleungdo/Dokdo. A keyword names a place or a brand anywhere ("잠실", a shop), not
 * something inside the current view.
 */
export const KEYWORD_SEARCH_BOUNDS: MapBounds = { swLat: 33.0, swLng: 124.5, neLat: 38.7, neLng: 132.0 };

/** How close a fit to results may zoom in: Kakao level 3, where every pop-up is its own marker. */
export const FIT_MAX_ZOOM = kakaoLevelToZoom(3);

/**
 * Room (px) a fit leaves around the results: the search panel over the top of the map, the
 * zoom buttons on the right, the attribution at the bottom left.
 */
export const FIT_PADDING = { top: 150, bottom: 64, left: 40, right: 72 } as const;

/**
 * The bounds of a keyword search's results, for the camera to fit, or null when there are
 * none (the map stays where it is and says nothing matched). One result gives a point; the
 * camera's maximum zoom (FIT_MAX_ZOOM) keeps it a neighbourhood.
 */
export function resultsBounds(points: readonly { latitude: number; longitude: number }[]): MapBounds | null {
  const valid = points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
  if (!valid.length) return null;
  return {
    swLat: Math.min(...valid.map((p) => p.latitude)),
    swLng: Math.min(...valid.map((p) => p.longitude)),
    neLat: Math.max(...valid.map((p) => p.latitude)),
    neLng: Math.max(...valid.map((p) => p.longitude)),
  };
}
