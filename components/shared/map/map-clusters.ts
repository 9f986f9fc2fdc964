import Supercluster from 'supercluster';

/**
 * Client-side clustering of map points (supercluster), shared by the search map and the
 * pop-up detail's map: one index per set of points, then cheap queries per camera position.
 * Markers stay HTML (buttons and links), so clusters are plain data here rather than a map
 * layer. Clustering is what keeps every marker a separate tap target: two markers closer
 * than a finger would cover each other (WCAG 2.5.8, axe's target-size).
 */

export type MapBounds = { swLat: number; swLng: number; neLat: number; neLng: number };
export type LatLng = { latitude: number; longitude: number };

type PointProps<T> = { point: T };
type ClusterIndex<T> = Supercluster<PointProps<T>, Record<string, never>>;

export type MapItem<T> =
  | { kind: 'cluster'; key: string; clusterId: number; count: number; latitude: number; longitude: number }
  | { kind: 'point'; key: string; point: T; latitude: number; longitude: number };

/**
 * Markers closer than this many screen pixels join a cluster. A pin is 24 to 28 px wide
 * and a cluster up to 56 px, and a cluster's centre drifts towards its members, so the
 * radius is wide enough that whatever stays apart keeps a finger's width (44 px) between
 * centres: every marker is its own tap target (tests/unit/map-clusters.test.ts).
 */
const CLUSTER_RADIUS = 88;

type ClusterOptions<T> = {
  /** The last zoom with clusters; from the next one on every point is its own marker. */
  maxZoom: number;
  position: (point: T) => LatLng;
  /** A stable key per point, so React keeps its marker element between camera moves. */
  key: (point: T) => string;
};

export type PointClusters<T> = {
  index: ClusterIndex<T>;
  maxZoom: number;
  key: (point: T) => string;
};

export function buildClusterIndex<T>(points: readonly T[], options: ClusterOptions<T>): PointClusters<T> {
  const index: ClusterIndex<T> = new Supercluster({ radius: CLUSTER_RADIUS, maxZoom: options.maxZoom });
  index.load(
    points.map((point) => {
      const { latitude, longitude } = options.position(point);
      return {
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [longitude, latitude] },
        properties: { point },
      };
    }),
  );
  return { index, maxZoom: options.maxZoom, key: options.key };
}

/**
 * Clusters and single points inside `bounds` at `zoom` (fractional zooms use the level
 * below, so a cluster does not split half-way through a pinch). Keys are stable for the
 * same cluster or point (supercluster ids include the zoom), so React keeps their marker
 * elements between camera moves.
 * Clusters come first: single markers, the ones with details, are drawn on top.
 */
export function itemsInView<T>(clusters: PointClusters<T>, bounds: MapBounds, zoom: number): MapItem<T>[] {
  const features = clusters.index.getClusters(
    [bounds.swLng, bounds.swLat, bounds.neLng, bounds.neLat],
    Math.floor(zoom),
  );
  const groups: MapItem<T>[] = [];
  const singles: MapItem<T>[] = [];
  for (const feature of features) {
    const [longitude, latitude] = feature.geometry.coordinates;
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      groups.push({
        kind: 'cluster',
        key: `cluster-${props.cluster_id}`,
        clusterId: props.cluster_id,
        count: props.point_count,
        latitude,
        longitude,
      });
    } else {
      const { point } = props as PointProps<T>;
      singles.push({ kind: 'point', key: clusters.key(point), point, latitude, longitude });
    }
  }
  return [...groups, ...singles];
}

/**
 * The zoom at which a cluster falls apart, never beyond the first unclustered zoom: points
 * at the very same address would otherwise send the camera to the maximum.
 */
export function clusterExpansionZoom<T>(clusters: PointClusters<T>, clusterId: number): number {
  return Math.min(clusters.index.getClusterExpansionZoom(clusterId), clusters.maxZoom + 1);
}
