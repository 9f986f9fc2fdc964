import { describe, expect, it } from 'vitest';
import type { StyleSpecification } from 'maplibre-gl';
import {
  DEFAULT_MAP_STYLE_URL,
  FALLBACK_MAP_STYLE,
  localizeStyleLabels,
  MAP_BACKGROUND_CLASS,
  mapContentSecurityExtra,
  parseMapStyleUrl,
  resolveMapStyleUrl,
} from '@/lib/map-style';

describe('map style', () => {
  it('falls back to a background-only style with no sources', () => {
    expect(FALLBACK_MAP_STYLE.sources).toEqual({});
    expect(FALLBACK_MAP_STYLE.layers.map((layer) => layer.type)).toEqual(['background']);
  });

  it('paints the container in the fallback style’s colour, so nothing flashes before the canvas draws', () => {
    const [background] = FALLBACK_MAP_STYLE.layers;
    const colour = background.type === 'background' ? background.paint?.['background-color'] : undefined;
    expect(MAP_BACKGROUND_CLASS).toBe(`bg-[${String(colour)}]`);
  });

  it('accepts only http(s) style URLs', () => {
    expect(parseMapStyleUrl('https://tiles.example.com/style.json')).toBe('https://tiles.example.com/style.json');
    expect(parseMapStyleUrl('javascript:alert(1)')).toBeNull();
    expect(parseMapStyleUrl('not a url')).toBeNull();
    expect(parseMapStyleUrl('')).toBeNull();
  });

  it('uses OpenFreeMap by default, none turns the basemap off, a URL replaces it', () => {
    expect(DEFAULT_MAP_STYLE_URL).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(resolveMapStyleUrl(undefined)).toBe(DEFAULT_MAP_STYLE_URL);
    expect(resolveMapStyleUrl('  ')).toBe(DEFAULT_MAP_STYLE_URL);
    expect(resolveMapStyleUrl('none')).toBeNull();
    expect(resolveMapStyleUrl('NONE')).toBeNull();
    expect(resolveMapStyleUrl('https://tiles.example.com/style.json')).toBe('https://tiles.example.com/style.json');
    // A typo is not a guess: the plain background.
    expect(resolveMapStyleUrl('tiles.example.com/style.json')).toBeNull();
  });

  it('allows the style and tile origins in the CSP', () => {
    // The default basemap: style, tiles, fonts and sprites all come from OpenFreeMap's origin.
    expect(mapContentSecurityExtra(undefined, undefined)).toEqual({
      'connect-src': ['https://tiles.openfreemap.org'],
      'img-src': ['https://tiles.openfreemap.org'],
    });
    expect(mapContentSecurityExtra('none', undefined)).toEqual({});
    expect(
      mapContentSecurityExtra(
        'https://tiles.example.com/styles/a.json',
        'https://cdn.example.net, bad, https://tiles.example.com',
      ),
    ).toEqual({
      'connect-src': ['https://tiles.example.com', 'https://cdn.example.net'],
      'img-src': ['https://tiles.example.com', 'https://cdn.example.net'],
    });
  });

  it('labels streets and places in the page’s language, falling back to the local name', () => {
    const style = {
      version: 8,
      sources: {},
      layers: [
        { id: 'water', type: 'fill', source: 'openmaptiles', 'source-layer': 'water' },
        {
          id: 'place_city',
          type: 'symbol',
          source: 'openmaptiles',
          'source-layer': 'place',
          layout: { 'text-field': ['coalesce', ['get', 'name_en'], ['get', 'name']], 'text-size': 14 },
        },
        { id: 'road_shield', type: 'symbol', source: 'openmaptiles', layout: { 'text-field': '{ref}' } },
        { id: 'housenumber', type: 'symbol', source: 'openmaptiles', layout: { 'text-field': '{housenumber}' } },
      ],
    } as unknown as StyleSpecification;
    const field = (s: StyleSpecification, id: string) => {
      const layer = s.layers.find((l) => l.id === id);
      return layer && 'layout' in layer ? (layer.layout as Record<string, unknown>)['text-field'] : undefined;
    };
    const ko = localizeStyleLabels(style, 'ko');
    expect(field(ko, 'place_city')).toEqual(['coalesce', ['get', 'name:ko'], ['get', 'name']]);
    // Other layout properties, road numbers and house numbers are left alone.
    expect(ko.layers[1]).toMatchObject({ layout: { 'text-size': 14 } });
    expect(field(ko, 'road_shield')).toBe('{ref}');
    expect(field(ko, 'housenumber')).toBe('{housenumber}');
    expect(ko.layers[0]).toBe(style.layers[0]);
    expect(field(localizeStyleLabels(style, 'en'), 'place_city')).toEqual([
      'coalesce',
      ['get', 'name:en'],
      ['get', 'name_en'],
      ['get', 'name'],
    ]);
    expect(field(localizeStyleLabels(style, 'ja'), 'place_city')).toEqual([
      'coalesce',
      ['get', 'name:ja'],
      ['get', 'name'],
    ]);
    expect(field(localizeStyleLabels(style, 'zh'), 'place_city')).toEqual([
      'coalesce',
      ['get', 'name:zh'],
      ['get', 'name'],
    ]);
    // The input is not changed.
    expect(field(style, 'place_city')).toEqual(['coalesce', ['get', 'name_en'], ['get', 'name']]);
  });
});
