'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { SpotSearchItem } from '@/api/contracts/search';
import { maplibre } from '@/components/map/load-maplibre';
import { FALLBACK_MAP_STYLE } from '@/lib/map-style';
import { buildClusterIndex, clusterExpansionZoom, itemsInView } from './map-clusters';
import { ClusterMarker, PositionDot, SpotPin } from './map-markers';
import { MAX_ZOOM, MIN_ZOOM, type MapView, type MapViewport } from './map-view';

/** A camera request from the page ('my location'); a new `key` asks again for the same place. */
export type CameraTarget = { latitude: number; longitude: number; zoom: number; key: number };

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

function viewportOf(map: MapLibreMap): MapViewport {
  const center = map.getCenter();
  const bounds = map.getBounds();
  return {
    latitude: center.lat,
    longitude: center.lng,
    zoom: map.getZoom(),
    bounds: { swLat: bounds.getSouth(), swLng: bounds.getWest(), neLat: bounds.getNorth(), neLng: bounds.getEast() },
  };
}

/**
 * One HTML marker: a maplibre Marker around an element React renders into (a portal), so
 * the content is ordinary React (buttons, translations) and does not depend on the basemap.
 * Keyed by cluster or pop-up, the element survives camera moves that keep the item.
 */
function HtmlMarker({
  map,
  latitude,
  longitude,
  anchor,
  children,
}: {
  map: MapLibreMap;
  latitude: number;
  longitude: number;
  anchor: 'bottom' | 'center';
  children: ReactNode;
}) {
  const [element] = useState(() => {
    const div = document.createElement('div');
    // A hovered or focused marker rises above its neighbours.
    div.className = 'hover:z-10 focus-within:z-10';
    return div;
  });
  const markerRef = useRef<ReturnType<typeof createMarker> | null>(null);

  useEffect(() => {
    const marker = createMarker(element, anchor).setLngLat([longitude, latitude]).addTo(map);
    markerRef.current = marker;
    return () => {
      markerRef.current = null;
      marker.remove();
    };
    // The position is updated below without re-creating the marker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, element, anchor]);

  useEffect(() => {
    markerRef.current?.setLngLat([longitude, latitude]);
  }, [latitude, longitude]);

  return createPortal(children, element);
}

function createMarker(element: HTMLElement, anchor: 'bottom' | 'center') {
  return new maplibre.Marker({ element, anchor });
}

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
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [view, setView] = useState<MapViewport | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [basemapFailed, setBasemapFailed] = useState(false);

  // Read at creation only: later changes of these come through camera moves.
  const initialViewRef = useRef(initialView);
  const onViewChangeRef = useRef(onViewChange);
  useEffect(() => {
    onViewChangeRef.current = onViewChange;
  }, [onViewChange]);

  const uiStrings = {
    'Map.Title': t('mapLabel'),
    'NavigationControl.ZoomIn': t('zoomIn'),
    'NavigationControl.ZoomOut': t('zoomOut'),
  };
  const uiStringsRef = useRef(uiStrings);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = initialViewRef.current;
    let instance: MapLibreMap;
    try {
      instance = new maplibre.Map({
        container,
        style: styleUrl ?? FALLBACK_MAP_STYLE,
        center: [start.longitude, start.latitude],
        zoom: start.zoom,
        minZoom: MIN_ZOOM,
        maxZoom: MAX_ZOOM,
        dragRotate: false,
        pitchWithRotate: false,
        locale: uiStringsRef.current,
      });
    } catch (error) {
      // No WebGL: the page's list link still leads to the same pop-ups.
      console.warn('search map: could not start', error);
      // Reported once when the external library refuses to start; nothing cascades from it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStatus('failed');
      return;
    }
    instance.touchZoomRotate.disableRotation();
    instance.addControl(new maplibre.NavigationControl({ showCompass: false }), 'bottom-right');

    let styleLoaded = false;
    let fellBack = false;
    instance.once('style.load', () => {
      styleLoaded = true;
    });
    instance.once('load', () => setStatus('ready'));
    instance.on('error', (event) => {
      // The configured style is unreachable (offline, blocked, wrong URL): keep the map and
      // its markers on the plain background instead of showing nothing.
      if (styleUrl && !styleLoaded && !fellBack) {
        fellBack = true;
        setBasemapFailed(true);
        instance.setStyle(FALLBACK_MAP_STYLE, { diff: false });
        return;
      }
      // Tile errors and the like: markers are HTML and keep working.
      console.warn('search map:', event.error?.message ?? event);
    });
    const report = () => {
      const viewport = viewportOf(instance);
      setView(viewport);
      onViewChangeRef.current(viewport);
    };
    instance.on('moveend', report);
    setMap(instance);
    // The camera is known as soon as the map exists (its size comes from the container), so
    // the first search does not wait for the basemap, which may never arrive.
    report();
    return () => {
      setMap(null);
      instance.remove();
    };
  }, [styleUrl]);

  const index = useMemo(() => buildClusterIndex(spots), [spots]);
  const items = useMemo(() => (view ? itemsInView(index, view.bounds, view.zoom) : []), [index, view]);

  // 'My location' and other camera requests from the page.
  useEffect(() => {
    if (!map || !target) return;
    map.flyTo({ center: [target.longitude, target.latitude], zoom: Math.max(map.getZoom(), target.zoom) });
  }, [map, target]);

  function expand(clusterId: number, latitude: number, longitude: number) {
    if (!map) return;
    map.easeTo({ center: [longitude, latitude], zoom: clusterExpansionZoom(index, clusterId) });
  }

  return (
    <div className="absolute inset-0">
      <div ref={containerRef} className="size-full bg-[#eceef1]" />
      {map
        ? items.map((item) => (
            <HtmlMarker
              key={item.key}
              map={map}
              latitude={item.latitude}
              longitude={item.longitude}
              anchor={item.kind === 'cluster' ? 'center' : 'bottom'}
            >
              {item.kind === 'cluster' ? (
                <ClusterMarker
                  count={item.count}
                  onExpand={() => expand(item.clusterId, item.latitude, item.longitude)}
                />
              ) : (
                <SpotPin spot={item.spot} selected={item.spot.id === selectedId} cardId={cardId} onSelect={onSelect} />
              )}
            </HtmlMarker>
          ))
        : null}
      {map && position ? (
        <HtmlMarker map={map} latitude={position.latitude} longitude={position.longitude} anchor="center">
          <PositionDot />
        </HtmlMarker>
      ) : null}
      {status !== 'ready' ? (
        <p
          role="status"
          className="pointer-events-none absolute inset-x-0 bottom-24 mx-auto w-fit rounded-full bg-surface/90 px-4 py-2 text-center text-sm text-ink-muted shadow"
        >
          {status === 'failed' ? t('mapFailed') : t('mapLoading')}
        </p>
      ) : null}
      {basemapFailed ? (
        <p
          role="status"
          className="pointer-events-none absolute bottom-24 left-3 rounded-md bg-surface/90 px-3 py-2 text-xs text-ink-muted shadow"
        >
          {t('basemapUnavailable')}
        </p>
      ) : null}
    </div>
  );
}
