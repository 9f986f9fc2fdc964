import { buildClusterIndex, itemsInView, type MapBounds, type MapItem, type PointClusters } from './map-clusters';
import type { MapPoint } from './spot-marker';

const SPOT_KEY = 'spot';

/**
 * The detail map's points: the pop-up itself and its neighbours, clustered together at every
 * zoom but the map's last, where each is its own pin (pop-ups at one address still share a
 * place). The pop-up takes part so that no neighbour hides under its marker: neighbours too
 * close to it are counted on its own marker instead (see `nearbyView`).
 */
export function clusterAround(
  spot: MapPoint,
  nearby: readonly MapPoint[],
  mapMaxZoom: number,
): PointClusters<MapPoint> {
  return buildClusterIndex([spot, ...nearby.filter((point) => point.id !== spot.id)], {
    maxZoom: mapMaxZoom - 1,
    position: (point) => point,
    key: (point) => (point.id === spot.id ? SPOT_KEY : `nearby-${point.id}`),
  });
}

export type NearbyView = {
  /** Clusters and single neighbours, without the pop-up itself. */
  items: MapItem<MapPoint>[];
  /** Neighbours too close to the pop-up to stand apart, and the cluster that splits them. */
  atSpot: { count: number; clusterId: number } | null;
};

/** What the detail map draws at a camera position. */
export function nearbyView(clusters: PointClusters<MapPoint>, bounds: MapBounds, zoom: number): NearbyView {
  const items: MapItem<MapPoint>[] = [];
  let atSpot: NearbyView['atSpot'] = null;
  for (const item of itemsInView(clusters, bounds, zoom)) {
    if (item.kind === 'point') {
      if (item.key !== SPOT_KEY) items.push(item);
      continue;
    }
    const withSpot = clusters.index
      .getLeaves(item.clusterId, Infinity)
      .some((leaf) => clusters.key(leaf.properties.point) === SPOT_KEY);
    if (withSpot) atSpot = { count: item.count - 1, clusterId: item.clusterId };
    else items.push(item);
  }
  return { items, atSpot };
}
