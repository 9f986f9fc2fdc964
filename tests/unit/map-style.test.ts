import { describe, expect, it } from 'vitest';
import { FALLBACK_MAP_STYLE, mapContentSecurityExtra, parseMapStyleUrl } from '@/lib/map-style';

describe('map style', () => {
  it('falls back to a background-only style with no sources', () => {
    expect(FALLBACK_MAP_STYLE.sources).toEqual({});
    expect(FALLBACK_MAP_STYLE.layers.map((layer) => layer.type)).toEqual(['background']);
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
