import { describe, expect, it } from 'vitest';
import { FALLBACK_MAP_STYLE, MAP_BACKGROUND_CLASS, mapContentSecurityExtra, parseMapStyleUrl } from '@/lib/map-style';

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

  it('allows the style and tile origins in the CSP', () => {
    expect(mapContentSecurityExtra(undefined, undefined)).toEqual({});
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
});
