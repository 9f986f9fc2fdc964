/**
 * The map's look (decision 053). By default the maps draw OpenFreeMap's "liberty" vector style
 * (OpenStreetMap data in the OpenMapTiles schema, no key, no account), with labels in the
 * page's language: Korean pages prefer `name:ko`, other pages `name:<lang>`, each falling back
 * to the local name. NEXT_PUBLIC_MAP_STYLE_URL (read by the server, app/server-config.ts)
 * replaces it with another MapLibre style JSON (MapTiler, a self-hosted tileserver), `none`
 * turns the basemap off (a plain background, no request leaves the site). The style's origin,
 * and MAP_TILE_ORIGINS for tiles, glyphs or sprites served from elsewhere, are allowed by the
 * Content-Security-Policy (next.config.ts). When the style or its tiles cannot be loaded the
 * markers (HTML elements, not map layers) still show the spot and its neighbours.
 */
import type { StyleSpecification } from 'maplibre-gl';

/** OpenFreeMap's public instance: free, keyless; attribution is in the style (decision 053). */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** The value of NEXT_PUBLIC_MAP_STYLE_URL that turns the basemap off. */
const NO_BASEMAP = 'none';

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
 * The style the maps use for a NEXT_PUBLIC_MAP_STYLE_URL value: unset or empty is the default
 * basemap (OpenFreeMap), `none` is the plain background (null), an http(s) URL is that style;
 * anything else (a typo) is the plain background rather than a guess.
 */
export function resolveMapStyleUrl(value: string | undefined | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return DEFAULT_MAP_STYLE_URL;
  if (trimmed.toLowerCase() === NO_BASEMAP) return null;
  return parseMapStyleUrl(trimmed);
}

/**
 * Extra CSP sources for the configured map: the style's origin (the default basemap's when
 * unset) and any listed tile origins, for fetches (style, tiles, glyphs, sprite sheets) and
 * images (raster tiles, sprites). OpenFreeMap serves its style, tiles, fonts and sprites from
 * the one origin.
 */
export function mapContentSecurityExtra(
  styleUrl: string | undefined,
  tileOrigins: string | undefined,
): Partial<Record<string, string[]>> {
  const origins = new Set<string>();
  const style = resolveMapStyleUrl(styleUrl);
  if (style) origins.add(new URL(style).origin);
  for (const entry of (tileOrigins ?? '').split(',')) {
    const url = parseMapStyleUrl(entry.trim());
    if (url) origins.add(new URL(url).origin);
  }
  if (!origins.size) return {};
  const list = [...origins];
  return { 'connect-src': list, 'img-src': list };
}

/** A style layer's label expression, as found in the style JSON. */
type LabelField = unknown;

/** Whether a symbol layer's label is a place or street name (not a road number or a house number). */
function isNameLabel(field: LabelField): boolean {
  const text = JSON.stringify(field ?? '');
  return /name/.test(text);
}

/**
 * The label expression for a page language: the name in that language, then the local name
 * (in Korea, Korean). English also reads OpenMapTiles' `name_en`. Korean pages prefer `name:ko`
 * so foreign places read in Korean where OpenStreetMap has it.
 */
function localizedNameExpression(lang: string): unknown[] {
  const own = ['get', `name:${lang}`];
  if (lang === 'en') return ['coalesce', own, ['get', 'name_en'], ['get', 'name']];
  return ['coalesce', own, ['get', 'name']];
}

/**
 * The style with its name labels in the page's language (run once on the fetched style,
 * before the map starts: components/shared/map/use-maplibre-map.ts). Layers that label something else (road numbers,
 * house numbers) keep theirs; the rest of the style is untouched.
 */
export function localizeStyleLabels(style: StyleSpecification, lang: string): StyleSpecification {
  const expression = localizedNameExpression(lang);
  return {
    ...style,
    layers: style.layers.map((layer) => {
      if (layer.type !== 'symbol' || !layer.layout || !isNameLabel(layer.layout['text-field'])) return layer;
      return {
        ...layer,
        layout: { ...layer.layout, 'text-field': expression as unknown as (typeof layer.layout)['text-field'] },
      };
    }),
  };
}
