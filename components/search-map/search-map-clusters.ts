import type { SpotSearchItem } from '@/api/contracts/search';
import { buildClusterIndex, type PointClusters } from '@/components/shared/map/map-clusters';
import { CLUSTER_MAX_ZOOM } from './map-view';

/** The search map's pop-ups, clustered up to the spec's cluster level. */
export function clusterSpots(spots: readonly SpotSearchItem[]): PointClusters<SpotSearchItem> {
  return buildClusterIndex(spots, {
    maxZoom: CLUSTER_MAX_ZOOM,
    position: (spot) => spot.area,
    key: (spot) => `spot-${spot.id}`,
  });
}
