/**
 * The map's look. With no style configured the map draws only a plain background: no
 * request leaves the site, and the markers (HTML elements, not map layers) still show the
 * spot and its neighbours in the right places. A real basemap is one environment variable
 * away: NEXT_PUBLIC_MAP_STYLE_URL (read by the server, app/server-config.ts), a MapLibre style JSON (OpenFreeMap, MapTiler, a
 * self-hosted tileserver). Its origin, and MAP_TILE_ORIGINS for tiles, glyphs or sprites
 * served from elsewhere, are allowed by the Content-Security-Policy (next.config.ts).
 */
import type { StyleSpecification } from 'maplibre-gl';

export const FALLBACK_MAP_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eceef1' } }],
};

/**
 * The same colour under a map's container, so the area does not flash white before the
 * canvas draws (Tailwind needs the class spelled out, hence the repeated literal).
 */
export const MAP_BACKGROUND_CLASS = 'bg-[#eceef1]';

/** Only http(s) URLs count; anything else (a typo, an empty value) means "no style". */
export function parseMapStyleUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Extra CSP sources for the configured map: the style's origin and any listed tile origins,
 * for fetches (style, tiles, glyphs) and images (raster tiles, sprites).
 */
export function mapContentSecurityExtra(
  styleUrl: string | undefined,
  tileOrigins: string | undefined,
): Partial<Record<string, string[]>> {
  const origins = new Set<string>();
  const style = parseMapStyleUrl(styleUrl);
  if (style) origins.add(new URL(style).origin);
  for (const entry of (tileOrigins ?? '').split(',')) {
    const url = parseMapStyleUrl(entry.trim());
    if (url) origins.add(new URL(url).origin);
  }
  if (!origins.size) return {};
  const list = [...origins];
  return { 'connect-src': list, 'img-src': list };
}
