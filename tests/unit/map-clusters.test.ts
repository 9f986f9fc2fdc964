import { describe, expect, it } from 'vitest';
import { clusterExpansionZoom, itemsInView, type MapBounds } from '@/components/shared/map/map-clusters';
import { clusterAround, nearbyView } from '@/components/shared/map/nearby-clusters';
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
  it('on the detail map, the pop-up and its neighbours never stand within a finger of each other', () => {
    const next = random(7);
    const spot = { id: 0, title: '이 팝업', latitude: 37.544, longitude: 127.056 };
    for (let round = 0; round < 150; round += 1) {
      // Up to twenty neighbours (the API's nearby maximum) within about a kilometre of Seongsu.
      const nearby = Array.from({ length: 1 + Math.floor(next() * 20) }, (_, index) => ({
        id: index + 1,
        title: `팝업 ${index + 1}`,
        latitude: spot.latitude + (next() - 0.5) * 0.02,
        longitude: spot.longitude + (next() - 0.5) * 0.025,
      }));
      const clusters = clusterAround(spot, nearby, 19);
      for (let zoom = 10; zoom <= 18; zoom += 1) {
        const { items, atSpot } = nearbyView(clusters, SEOUL, zoom);
        // Every neighbour is on the map: alone, counted in a cluster, or counted at the spot.
        const shown = items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), atSpot?.count ?? 0);
        expect(shown).toBe(nearby.length);
        // The spot's own marker stands at the spot; nothing else comes within a finger of it.
        expect(closestPair([...items, spot], zoom), `round ${round}, zoom ${zoom}`).toBeGreaterThanOrEqual(FINGER);
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

  it('counts neighbours at the pop-up on its own marker, and zooming in sets them apart', () => {
    const spot = { id: 0, title: '이 팝업', latitude: 37.5445, longitude: 127.0557 };
    const nextDoor = [1, 2].map((id) => ({ id, title: `팝업 ${id}`, latitude: 37.5446, longitude: 127.0558 }));
    const far = { id: 3, title: '잠실', latitude: 37.5115, longitude: 127.098 };
    const clusters = clusterAround(spot, [...nextDoor, far], 19);
    const { items, atSpot } = nearbyView(clusters, SEOUL, 14);
    expect(items.map((item) => item.key)).toEqual(['nearby-3']);
    if (!atSpot) throw new Error('expected neighbours counted at the spot');
    expect(atSpot.count).toBe(2);
    const zoom = clusterExpansionZoom(clusters, atSpot.clusterId);
    expect(zoom).toBeLessThanOrEqual(19);
    const apart = nearbyView(clusters, SEOUL, zoom);
    expect(apart.atSpot).toBeNull();
    expect(apart.items.map((item) => item.key).sort()).toEqual(['nearby-1', 'nearby-2', 'nearby-3']);
  });
});
