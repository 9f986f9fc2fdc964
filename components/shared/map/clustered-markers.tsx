'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ReactNode } from 'react';
import { MapMarker } from '@/components/ui/map-marker';
import { ClusterMarker } from './cluster-marker';
import { clusterExpansionZoom, type LatLng, type MapItem, type PointClusters } from './map-clusters';
import type { Maplibre } from './use-maplibre-map';

/** Moves the camera to where a cluster splits, centred on it. */
export function zoomIntoCluster<T>(map: MapLibreMap, clusters: PointClusters<T>, clusterId: number, at: LatLng) {
  map.easeTo({ center: [at.longitude, at.latitude], zoom: clusterExpansionZoom(clusters, clusterId) });
}

type Props<T> = {
  map: MapLibreMap;
  maplibre: Maplibre;
  clusters: PointClusters<T>;
  /** What to draw at this camera position (`itemsInView` or a map's own view of it). */
  items: readonly MapItem<T>[];
  /** A single point's marker content, anchored at its bottom centre (a pin's tip). */
  renderPoint: (point: T) => ReactNode;
  /** Heard before a cluster zooms in (e.g. to stop re-centring on data changes). */
  onExpand?: () => void;
};

/**
 * The markers of a clustered map, the same on every map: a cluster is a counted button,
 * centred on its position, that zooms in until it splits; a point is whatever the map draws
 * for it. Keyed by the items' stable keys, so markers survive camera moves.
 */
export function ClusteredMarkers<T>({ map, maplibre, clusters, items, renderPoint, onExpand }: Props<T>) {
  return items.map((item) => (
    <MapMarker
      key={item.key}
      map={map}
      maplibre={maplibre}
      at={item}
      anchor={item.kind === 'cluster' ? 'center' : 'bottom'}
    >
      {item.kind === 'cluster' ? (
        <ClusterMarker
          count={item.count}
          onExpand={() => {
            onExpand?.();
            zoomIntoCluster(map, clusters, item.clusterId, item);
          }}
        />
      ) : (
        renderPoint(item.point)
      )}
    </MapMarker>
  ));
}
