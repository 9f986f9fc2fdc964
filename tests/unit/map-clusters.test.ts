import { describe, expect, it } from 'vitest';
import { clusterExpansionZoom, itemsInView, type MapBounds } from '@/components/shared/map/map-clusters';
import { clusterNearby } from '@/components/shared/map/nearby-clusters';
import { clusterSpots } from '@/components/search-map/search-map-clusters';
import { CLUSTER_MAX_ZOOM } from '@/components/search-map/map-view';
import { searchItem } from '../utils/search-item';

/** Web Mercator screen pixels (maplibre's 512 px tiles) of a position at a zoom. */
function pixels(latitude: number, longitude: number, zoom: number): [number, number] {
  const size = 512 * 2 ** zoom;
  const phi = (latitude * Math.PI) / 180;
  return [((longitude + 180) / 360) * size, ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * size];
}

/** The smallest distance in screen pixels between any two markers. */
function closestPair(items: { latitude: number; longitude: number }[], zoom: number): number {
  let closest = Infinity;
  for (let i = 0; i < items.length; i += 1)
    for (let j = i + 1; j < items.length; j += 1) {
      const [ax, ay] = pixels(items[i].latitude, items[i].longitude, Math.floor(zoom));
      const [bx, by] = pixels(items[j].latitude, items[j].longitude, Math.floor(zoom));
      closest = Math.min(closest, Math.hypot(ax - bx, ay - by));
    }
  return closest;
}

/** A fixed pseudo-random sequence, so a failure names the same case every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

const SEOUL: MapBounds = { swLat: 37, swLng: 126.5, neLat: 38, neLng: 127.5 };
/** A finger's width: no two tap targets on a map stand closer (WCAG 2.5.5, 44 px). */
const FINGER = 44;

describe('clustered markers stay tap targets of their own', () => {
  it('on the detail map, nearby pop-ups never stand within a finger of each other while clustered', () => {
    const next = random(7);
    for (let round = 0; round < 150; round += 1) {
      // Up to twenty pop-ups (the API's nearby maximum) within about a kilometre of Seongsu.
      const points = Array.from({ length: 2 + Math.floor(next() * 19) }, (_, id) => ({
        id,
        title: `팝업 ${id}`,
        latitude: 37.544 + (next() - 0.5) * 0.02,
        longitude: 127.056 + (next() - 0.5) * 0.025,
      }));
      const clusters = clusterNearby(points, 19);
      for (let zoom = 10; zoom <= 18; zoom += 1) {
        const items = itemsInView(clusters, SEOUL, zoom);
        // Every pop-up is on the map, alone or counted in a cluster.
        expect(items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0)).toBe(points.length);
        expect(closestPair(items, zoom), `round ${round}, zoom ${zoom}`).toBeGreaterThanOrEqual(FINGER);
      }
    }
  });

  it('on the search map, pop-ups never stand within a finger of each other up to the cluster level', () => {
    const next = random(11);
    for (let round = 0; round < 100; round += 1) {
      const spots = Array.from({ length: 2 + Math.floor(next() * 60) }, (_, id) =>
        searchItem({
          id,
          area: {
            latitude: 37.54 + (next() - 0.5) * 0.05,
            longitude: 127.05 + (next() - 0.5) * 0.06,
            region2Depth: '성동구',
          },
        }),
      );
      const clusters = clusterSpots(spots);
      for (let zoom = 10; zoom <= CLUSTER_MAX_ZOOM; zoom += 1)
        expect(
          closestPair(itemsInView(clusters, SEOUL, zoom), zoom),
          `round ${round}, zoom ${zoom}`,
        ).toBeGreaterThanOrEqual(FINGER);
    }
  });

  it('splits a detail-map cluster by zooming in, and pins at one address part at the last zoom', () => {
    const points = [1, 2, 3].map((id) => ({ id, title: `팝업 ${id}`, latitude: 37.5445, longitude: 127.0557 }));
    const clusters = clusterNearby(points, 19);
    const [cluster] = itemsInView(clusters, SEOUL, 16);
    if (cluster?.kind !== 'cluster') throw new Error('expected one cluster');
    expect(cluster.count).toBe(3);
    const zoom = clusterExpansionZoom(clusters, cluster.clusterId);
    expect(zoom).toBe(19);
    expect(itemsInView(clusters, SEOUL, zoom).map((item) => item.key)).toEqual(['nearby-1', 'nearby-2', 'nearby-3']);
  });
});
