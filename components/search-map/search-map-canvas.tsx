'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import type { SpotSearchItem } from '@/api/contracts/search';
import { ClusteredMarkers } from '@/components/shared/map/clustered-markers';
import { itemsInView, type MapBounds } from '@/components/shared/map/map-clusters';
import { MapNotes } from '@/components/shared/map/map-notes';
import { useMapViewport } from '@/components/shared/map/use-map-viewport';
import { MapMarker } from '@/components/ui/map-marker';
import { useMaplibreMap } from '@/components/shared/map/use-maplibre-map';
import { cx } from '@/lib/cx';
import { MAP_BACKGROUND_CLASS } from '@/lib/map-style';
import { PositionDot, SpotPin } from './map-markers';
import { clusterSpots } from './search-map-clusters';
import { FIT_MAX_ZOOM, FIT_PADDING, MAX_ZOOM, MIN_ZOOM, type MapView, type MapViewport } from './map-view';

/**
 * A camera request from the page: a place ('my location') or an area to fit (a keyword
 * search's results); a new `key` asks again for the same one.
 */
export type CameraTarget =
  { latitude: number; longitude: number; zoom: number; key: number } | { bounds: MapBounds; key: number };

type Props = {
  initialView: MapView;
  /** A MapLibre style URL, or null for the request-free background-only style. */
  styleUrl: string | null;
  spots: readonly SpotSearchItem[];
  selectedId: number | null;
  cardId: string;
  onSelect: (spot: SpotSearchItem, trigger: HTMLElement) => void;
  /** After the map starts and after every camera move. */
  onViewChange: (viewport: MapViewport) => void;
  target: CameraTarget | null;
  position: { latitude: number; longitude: number } | null;
};

/**
 * The search map itself (loaded lazily with maplibre): the camera, clusters and markers,
 * and the visitor's position. The page around it owns the data, the filters and the card.
 */
export function SearchMapCanvas({
  initialView,
  styleUrl,
  spots,
  selectedId,
  cardId,
  onSelect,
  onViewChange,
  target,
  position,
}: Props) {
  const t = useTranslations('searchMap');
  const { containerRef, map, maplibre, status, basemapFailed } = useMaplibreMap({
    center: initialView,
    zoom: initialView.zoom,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    label: t('mapLabel'),
    styleUrl,
    controls: 'bottom-right',
  });
  const view = useMapViewport(map, onViewChange);

  const clusters = useMemo(() => clusterSpots(spots), [spots]);
  const items = useMemo(() => (view ? itemsInView(clusters, view.bounds, view.zoom) : []), [clusters, view]);

  // 'My location', a keyword search's results and other camera requests from the page.
  useEffect(() => {
    if (!map || !target) return;
    if ('bounds' in target) {
      const { swLng, swLat, neLng, neLat } = target.bounds;
      map.fitBounds(
        [
          [swLng, swLat],
          [neLng, neLat],
        ],
        { padding: { ...FIT_PADDING }, maxZoom: FIT_MAX_ZOOM },
      );
      return;
    }
    map.flyTo({ center: [target.longitude, target.latitude], zoom: Math.max(map.getZoom(), target.zoom) });
  }, [map, target]);

  return (
    <div className="absolute inset-0">
      <div ref={containerRef} className={cx('size-full', MAP_BACKGROUND_CLASS)} />
      {/* The basemap note sits above the attribution and the card (which lifts the map's
          bottom corner by --map-card-height), clear of the search panel. */}
      <MapNotes
        status={status}
        basemapFailed={basemapFailed}
        basemapClassName="bottom-[calc(var(--map-card-height,0px)+2.75rem)] left-3 right-16 z-10 w-fit"
      >
        {t('mapFailed')}
      </MapNotes>
      {/* The markers render into maplibre's own elements (portals), wherever they stand here. */}
      {map && maplibre ? (
        <ClusteredMarkers
          map={map}
          maplibre={maplibre}
          clusters={clusters}
          items={items}
          renderPoint={(spot) => (
            <SpotPin spot={spot} selected={spot.id === selectedId} cardId={cardId} onSelect={onSelect} />
          )}
        />
      ) : null}
      {map && maplibre && position ? (
        <MapMarker map={map} maplibre={maplibre} at={position} anchor="center">
          <PositionDot />
        </MapMarker>
      ) : null}
    </div>
  );
}
