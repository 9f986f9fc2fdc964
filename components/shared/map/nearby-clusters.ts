import { buildClusterIndex, type PointClusters } from './map-clusters';
import type { MapPoint } from './spot-marker';

/**
 * The detail map's nearby pop-ups, clustered at every zoom but the map's last, where each
 * is its own pin (a street corner's worth: pop-ups at one address still share a spot).
 */
export function clusterNearby(points: readonly MapPoint[], mapMaxZoom: number): PointClusters<MapPoint> {
  return buildClusterIndex(points, {
    maxZoom: mapMaxZoom - 1,
    position: (point) => point,
    key: (point) => `nearby-${point.id}`,
  });
}
