import Supercluster from 'supercluster';
import type { SpotSearchItem } from '@/api/contracts/search';
import type { MapBounds } from './map-view';
import { CLUSTER_MAX_ZOOM } from './map-view';

/**
 * Client-side clustering of the fetched pop-ups (supercluster): one index per answer, then
 * cheap queries per camera position. Markers stay HTML (buttons), so clusters are plain
 * data here rather than a map layer.
 */

type SpotProps = { spot: SpotSearchItem };
export type ClusterIndex = Supercluster<SpotProps, Record<string, never>>;

export type MapItem =
  | { kind: 'cluster'; key: string; clusterId: number; count: number; latitude: number; longitude: number }
  | { kind: 'spot'; key: string; spot: SpotSearchItem; latitude: number; longitude: number };

/** Cluster radius in screen pixels: a marker's size plus room for its badges. */
const CLUSTER_RADIUS = 56;

export function buildClusterIndex(spots: readonly SpotSearchItem[]): ClusterIndex {
  const index: ClusterIndex = new Supercluster({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    spots.map((spot) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [spot.area.longitude, spot.area.latitude] },
      properties: { spot },
    })),
  );
  return index;
}

/**
 * Clusters and single pop-ups inside `bounds` at `zoom` (fractional zooms use the level
 * below, so a cluster does not split half-way through a pinch). Keys are stable for the
 * same cluster or pop-up (supercluster ids include the zoom), so React keeps their marker
 * elements between camera moves.
 * Clusters come first: single markers, the ones with details, are drawn on top.
 */
export function itemsInView(index: ClusterIndex, bounds: MapBounds, zoom: number): MapItem[] {
  const features = index.getClusters([bounds.swLng, bounds.swLat, bounds.neLng, bounds.neLat], Math.floor(zoom));
  const clusters: MapItem[] = [];
  const spots: MapItem[] = [];
  for (const feature of features) {
    const [longitude, latitude] = feature.geometry.coordinates;
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      clusters.push({
        kind: 'cluster',
        key: `cluster-${props.cluster_id}`,
        clusterId: props.cluster_id,
        count: props.point_count,
        latitude,
        longitude,
      });
    } else {
      const { spot } = props as SpotProps;
      spots.push({ kind: 'spot', key: `spot-${spot.id}`, spot, latitude, longitude });
    }
  }
  return [...clusters, ...spots];
}

/**
 * The zoom at which a cluster falls apart, never beyond the first unclustered zoom: pop-ups
 * at the very same address would otherwise send the camera to the maximum.
 */
export function clusterExpansionZoom(index: ClusterIndex, clusterId: number): number {
  return Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1);
}
