'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { MapMarker } from '@/components/ui/map-marker';
import { SWIPE_IGNORE_ATTRIBUTE } from '@/hooks/use-horizontal-swipe';
import { useMaplibreMap } from '@/components/shared/map/use-maplibre-map';
import { cx } from '@/lib/cx';
import { MAP_BACKGROUND_CLASS } from '@/lib/map-style';
import { ClusteredMarkers, zoomIntoCluster } from './clustered-markers';
import { MapNotes } from './map-notes';
import { clusterAround, nearbyView } from './nearby-clusters';
import { SpotMarker, type MapPoint } from './spot-marker';
import { useMapViewport } from './use-map-viewport';

type Props = {
  spot: MapPoint;
  nearby: MapPoint[];
  /** A MapLibre style URL, or null for the request-free background-only style. */
  styleUrl: string | null;
};

/** Close enough to read a neighbourhood; nearby pop-ups may widen it, down to MIN_ZOOM. */
const SPOT_ZOOM = 16;
const MIN_ZOOM = 12;
const MAX_ZOOM = 19;

/**
 * The map of the map tab: centred on the spot, with a marker for it and one for each nearby
 * pop-up, nearby ones clustered where they would cover each other (a cluster zooms in to
 * split). Markers are HTML (`MapMarker`), so nearby ones are real links (keyboard, screen
 * readers, client navigation) and none of them depends on the basemap: with the plain
 * background style, or when a configured style fails and we fall back to it, the markers
 * still show where things are.
 */
export function SpotMap({ spot, nearby, styleUrl }: Props) {
  const t = useTranslations('popup.map');
  const { containerRef, map, maplibre, status, basemapFailed } = useMaplibreMap({
    center: spot,
    zoom: SPOT_ZOOM,
    minZoom: MIN_ZOOM - 2,
    maxZoom: MAX_ZOOM,
    label: t('regionLabel', { title: spot.title }),
    styleUrl,
    controls: 'top-right',
    cooperativeGestures: true,
  });
  const userMoved = useRef(false);
  const view = useMapViewport(map);
  const clusters = useMemo(() => clusterAround(spot, nearby, MAX_ZOOM), [spot, nearby]);
  const { items, atSpot } = useMemo(
    () => (view ? nearbyView(clusters, view.bounds, view.zoom) : { items: [], atSpot: null }),
    [clusters, view],
  );

  // A zoom into a cluster is the reader's move: the map stops re-centring on the spot.
  const readerMoved = () => {
    userMoved.current = true;
  };

  useEffect(() => {
    if (!map) return;
    const markMoved = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) userMoved.current = true;
    };
    map.on('dragstart', markMoved);
    map.on('zoomstart', markMoved);
    return () => {
      map.off('dragstart', markMoved);
      map.off('zoomstart', markMoved);
    };
  }, [map]);

  // Centre on the spot, zoomed out just enough to show the nearby pop-ups, unless the
  // reader has already moved the map.
  useEffect(() => {
    if (!map || userMoved.current) return;
    let zoom = SPOT_ZOOM;
    if (nearby.length) {
      const dLat = Math.max(...nearby.map((p) => Math.abs(p.latitude - spot.latitude)));
      const dLng = Math.max(...nearby.map((p) => Math.abs(p.longitude - spot.longitude)));
      const camera = map.cameraForBounds(
        [
          [spot.longitude - dLng, spot.latitude - dLat],
          [spot.longitude + dLng, spot.latitude + dLat],
        ],
        { padding: 48 },
      );
      zoom = Math.min(SPOT_ZOOM, Math.max(MIN_ZOOM, camera?.zoom ?? SPOT_ZOOM));
    }
    map.jumpTo({ center: [spot.longitude, spot.latitude], zoom });
  }, [map, spot, nearby]);

  return (
    <div className="relative">
      <div
        ref={containerRef}
        {...{ [SWIPE_IGNORE_ATTRIBUTE]: '' }}
        className={cx('h-[min(60dvh,440px)] w-full', MAP_BACKGROUND_CLASS)}
      />
      {/* The basemap note leaves room for the zoom buttons at the top right. */}
      <MapNotes status={status} basemapFailed={basemapFailed} basemapClassName="top-2 right-16 left-2">
        {t('failed')}
      </MapNotes>
      {/* The markers render into maplibre's own elements (portals), wherever they stand here. */}
      {map && maplibre ? (
        <>
          <ClusteredMarkers
            map={map}
            maplibre={maplibre}
            clusters={clusters}
            items={items}
            renderPoint={(point) => <SpotMarker kind="nearby" point={point} />}
            onExpand={readerMoved}
          />
          {/* Drawn above the nearby markers, which may arrive after it. */}
          <MapMarker map={map} maplibre={maplibre} at={spot} anchor="bottom" className="z-[5]">
            <SpotMarker
              kind="spot"
              point={spot}
              nearby={
                atSpot
                  ? {
                      count: atSpot.count,
                      onExpand: () => {
                        readerMoved();
                        zoomIntoCluster(map, clusters, atSpot.clusterId, spot);
                      },
                    }
                  : undefined
              }
            />
          </MapMarker>
        </>
      ) : null}
    </div>
  );
}
