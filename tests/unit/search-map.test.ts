import { describe, expect, it } from 'vitest';
import { clusterExpansionZoom, itemsInView, type MapBounds } from '@/components/shared/map/map-clusters';
import { clusterSpots } from '@/components/search-map/search-map-clusters';
import {
  boundsToQuery,
  CLUSTER_MAX_ZOOM,
  DEFAULT_MAP_VIEW,
  DEFAULT_ZOOM,
  hasMovedAway,
  FIT_MAX_ZOOM,
  KEYWORD_SEARCH_BOUNDS,
  kakaoLevelToZoom,
  mapSearchParams,
  parseMapView,
  resultsBounds,
  urlWithView,
} from '@/components/search-map/map-view';
import { DEFAULT_SEARCH_FILTERS } from '@/lib/search/search-params';
import { searchItem } from '../utils/search-item';

/** A box of `halfLat`/`halfLng` degrees around a centre. */
function box(lat: number, lng: number, halfLat: number, halfLng: number): MapBounds {
  return { swLat: lat - halfLat, swLng: lng - halfLng, neLat: lat + halfLat, neLng: lng + halfLng };
}

describe('zoom scale (Kakao levels → maplibre zooms)', () => {
  it('maps the spec’s map level 5 and cluster level 3', () => {
    expect(kakaoLevelToZoom(5)).toBe(14);
    expect(kakaoLevelToZoom(3)).toBe(16);
    expect(DEFAULT_ZOOM).toBe(14);
    // Clusters exist up to zoom 15; at 16 (Kakao level 3) every pop-up is its own marker.
    expect(CLUSTER_MAX_ZOOM).toBe(15);
  });
});

describe('map view in the URL', () => {
  it('defaults to the spec’s centre', () => {
    expect(parseMapView(new URLSearchParams())).toEqual({ latitude: 37.5418, longitude: 127.0563, zoom: 14 });
  });

  it('reads a shared view, from URLSearchParams or page searchParams', () => {
    expect(parseMapView(new URLSearchParams('lat=37.5&lng=127.1&zoom=12.5'))).toEqual({
      latitude: 37.5,
      longitude: 127.1,
      zoom: 12.5,
    });
    expect(parseMapView({ lat: ['35.1', '1'], lng: '129.05', zoom: undefined })).toEqual({
      latitude: 35.1,
      longitude: 129.05,
      zoom: DEFAULT_ZOOM,
    });
  });

  it('falls back on malformed or half-given values', () => {
    expect(parseMapView(new URLSearchParams('lat=abc&lng=127'))).toMatchObject({
      latitude: DEFAULT_MAP_VIEW.latitude,
      longitude: DEFAULT_MAP_VIEW.longitude,
    });
    expect(parseMapView(new URLSearchParams('lat=37.5'))).toMatchObject({ latitude: DEFAULT_MAP_VIEW.latitude });
    expect(parseMapView(new URLSearchParams('lat=95&lng=127'))).toMatchObject({ latitude: DEFAULT_MAP_VIEW.latitude });
    expect(parseMapView(new URLSearchParams('zoom=40')).zoom).toBe(DEFAULT_ZOOM);
    expect(parseMapView(new URLSearchParams('zoom=')).zoom).toBe(DEFAULT_ZOOM);
  });

  it('writes the filters and a rounded view, and reads them back', () => {
    const filters = { ...DEFAULT_SEARCH_FILTERS, keyword: '성수', categories: ['BENEFIT' as const] };
    const params = mapSearchParams(filters, { latitude: 37.541812345, longitude: 127.056298765, zoom: 14.23456 });
    expect(params.toString()).toBe(
      `keyword=${encodeURIComponent('성수')}&categories=BENEFIT&lat=37.54181&lng=127.0563&zoom=14.23`,
    );
    expect(parseMapView(params)).toEqual({ latitude: 37.54181, longitude: 127.0563, zoom: 14.23 });
  });

  it('replaces only the view in the current URL', () => {
    const view = { latitude: 37.5, longitude: 127.123456, zoom: 15 };
    expect(urlWithView('http://localhost/en/popup/map?keyword=a&lat=1&lng=2&zoom=3&utm_source=x', view)).toBe(
      '/en/popup/map?keyword=a&lat=37.5&lng=127.12346&zoom=15&utm_source=x',
    );
    expect(urlWithView('http://localhost/popup/map', view)).toBe('/popup/map?lat=37.5&lng=127.12346&zoom=15');
  });

  it('rounds and clamps the API bounds', () => {
    expect(boundsToQuery({ swLat: 37.123456789, swLng: -190, neLat: 91, neLng: 127.000004 })).toEqual({
      swLat: 37.12346,
      swLng: -180,
      neLat: 90,
      neLng: 127,
    });
  });
});

describe("'search this area' visibility", () => {
  const searched = { bounds: box(37.54, 127.05, 0.01, 0.01), zoom: 14 };

  it('stays hidden at the searched view and after a small nudge', () => {
    expect(hasMovedAway(searched, searched, false)).toBe(false);
    expect(hasMovedAway(searched, { bounds: box(37.5415, 127.0515, 0.01, 0.01), zoom: 14 }, false)).toBe(false);
  });

  it('shows after panning away or zooming out', () => {
    expect(hasMovedAway(searched, { bounds: box(37.55, 127.05, 0.01, 0.01), zoom: 14 }, false)).toBe(true);
    expect(hasMovedAway(searched, { bounds: box(37.54, 127.035, 0.01, 0.01), zoom: 14 }, false)).toBe(true);
    expect(hasMovedAway(searched, { bounds: box(37.54, 127.05, 0.02, 0.02), zoom: 13 }, false)).toBe(true);
  });

  it('shows after zooming in only when the answer was cut short', () => {
    const zoomedIn = { bounds: box(37.54, 127.05, 0.005, 0.005), zoom: 15 };
    expect(hasMovedAway(searched, zoomedIn, false)).toBe(false);
    expect(hasMovedAway(searched, zoomedIn, true)).toBe(true);
    expect(hasMovedAway(searched, { bounds: box(37.54, 127.05, 0.007, 0.007), zoom: 14.5 }, true)).toBe(false);
  });
});

describe('clusters', () => {
  // Four pop-ups within ~100 m in Seongsu, one in Jamsil (about 5 km away).
  const seongsu = [1, 2, 3, 4].map((id) =>
    searchItem({
      id,
      title: `성수 ${id}`,
      area: { latitude: 37.543 + id * 0.0002, longitude: 127.056 + id * 0.0002, region2Depth: '성동구' },
    }),
  );
  const jamsil = searchItem({
    id: 9,
    title: '잠실',
    area: { latitude: 37.5115, longitude: 127.098, region2Depth: '송파구' },
  });
  const index = clusterSpots([...seongsu, jamsil]);
  const seoul = box(37.53, 127.07, 0.05, 0.06);

  it('groups nearby pop-ups with a count and leaves a lone one as a marker', () => {
    const items = itemsInView(index, seoul, 13);
    const clusters = items.filter((item) => item.kind === 'cluster');
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 4 });
    expect(clusters[0].latitude).toBeCloseTo(37.5435, 3);
    expect(items.filter((item) => item.kind === 'point').map((item) => item.kind === 'point' && item.point.id)).toEqual(
      [9],
    );
    // Clusters first, so single markers are drawn above them.
    expect(items[0].kind).toBe('cluster');
  });

  it('splits a cluster at its expansion zoom, and never clusters from zoom 16', () => {
    const cluster = itemsInView(index, seoul, 13).find((item) => item.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = clusterExpansionZoom(index, cluster.clusterId);
    expect(zoom).toBeGreaterThan(13);
    expect(zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1);
    const after = itemsInView(index, seoul, zoom);
    expect(after.length).toBeGreaterThan(2);
    const all = itemsInView(index, seoul, 16);
    expect(all.every((item) => item.kind === 'point')).toBe(true);
    expect(all).toHaveLength(5);
    expect(itemsInView(index, seoul, 18.7)).toHaveLength(5);
  });

  it('caps the expansion zoom when pop-ups share one address', () => {
    const same = [1, 2].map((id) => searchItem({ id }));
    const stacked = clusterSpots(same);
    const [cluster] = itemsInView(stacked, seoul, 12);
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    expect(clusterExpansionZoom(stacked, cluster.clusterId)).toBe(CLUSTER_MAX_ZOOM + 1);
  });

  it('keeps only what is inside the view, with stable keys', () => {
    const east = box(37.5115, 127.098, 0.005, 0.005);
    const items = itemsInView(index, east, 14);
    expect(items.map((item) => item.key)).toEqual(['spot-9']);
    expect(itemsInView(index, east, 14.6).map((item) => item.key)).toEqual(['spot-9']);
    expect(itemsInView(clusterSpots([]), seoul, 14)).toEqual([]);
  });
});

describe('fit to a keyword search’s results', () => {
  it('is the box around every result, or nothing to fit when there are none', () => {
    const jamsil = [
      { latitude: 37.5115, longitude: 127.098 },
      { latitude: 37.5132, longitude: 127.1002 },
      { latitude: 37.5089, longitude: 127.0961 },
    ];
    expect(resultsBounds(jamsil)).toEqual({ swLat: 37.5089, swLng: 127.0961, neLat: 37.5132, neLng: 127.1002 });
    expect(resultsBounds([])).toBeNull();
    // One result is a point; the fit's maximum zoom keeps it a neighbourhood (Kakao level 3).
    expect(resultsBounds([jamsil[0]])).toEqual({ swLat: 37.5115, swLng: 127.098, neLat: 37.5115, neLng: 127.098 });
    expect(FIT_MAX_ZOOM).toBe(16);
    expect(resultsBounds([{ latitude: Number.NaN, longitude: 127 }, jamsil[1]])).toEqual({
      swLat: 37.5132,
      swLng: 127.1002,
      neLat: 37.5132,
      neLng: 127.1002,
    });
  });

  it('searches a keyword across the country (Jeju to Dokdo), not inside the view', () => {
    const places = [
      { latitude: 33.25, longitude: 126.56 }, // Seogwipo
      { latitude: 37.5115, longitude: 127.098 }, // Jamsil
      { latitude: 37.24, longitude: 131.87 }, // Dokdo
      { latitude: 38.2, longitude: 128.59 }, // Sokcho
    ];
    const b = KEYWORD_SEARCH_BOUNDS;
    for (const p of places) {
      expect(p.latitude).toBeGreaterThanOrEqual(b.swLat);
      expect(p.latitude).toBeLessThanOrEqual(b.neLat);
      expect(p.longitude).toBeGreaterThanOrEqual(b.swLng);
      expect(p.longitude).toBeLessThanOrEqual(b.neLng);
    }
  });
});
