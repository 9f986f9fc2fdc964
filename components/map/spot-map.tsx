'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SWIPE_IGNORE_ATTRIBUTE } from '@/hooks/use-horizontal-swipe';
import { FALLBACK_MAP_STYLE } from '@/lib/map-style';
import { maplibre } from './load-maplibre';
import { SpotMarker, type MapPoint } from './spot-marker';

export type { MapPoint };

type Props = {
  spot: MapPoint;
  nearby: MapPoint[];
  /** A MapLibre style URL, or null for the request-free background-only style. */
  styleUrl: string | null;
};

type MarkerHost = { key: string; kind: 'spot' | 'nearby'; point: MapPoint; element: HTMLElement };

/** Close enough to read a neighbourhood; nearby pop-ups may widen it, down to MIN_ZOOM. */
const SPOT_ZOOM = 16;
const MIN_ZOOM = 12;

/**
 * The map of the map tab: centred on the spot, with a marker for it and one for each nearby
 * pop-up. Markers are HTML elements rendered by React into maplibre's marker containers
 * (portals), so nearby ones are real links (keyboard, screen readers, client navigation)
 * and none of them depends on the basemap: with the plain background style, or when a
 * configured style fails and we fall back to it, the markers still show where things are.
 */
export function SpotMap({ spot, nearby, styleUrl }: Props) {
  const t = useTranslations('popup.map');
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [basemapFailed, setBasemapFailed] = useState(false);
  const userMoved = useRef(false);

  // Labels for maplibre's own controls, in the page's language.
  const uiStrings = {
    'Map.Title': t('regionLabel', { title: spot.title }),
    'NavigationControl.ZoomIn': t('zoomIn'),
    'NavigationControl.ZoomOut': t('zoomOut'),
    'CooperativeGesturesHandler.WindowsHelpText': t('gestureHelpWindows'),
    'CooperativeGesturesHandler.MacHelpText': t('gestureHelpMac'),
    'CooperativeGesturesHandler.MobileHelpText': t('gestureHelpMobile'),
  };
  const uiStringsRef = useRef(uiStrings);

  // Create the map once per spot.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let instance: MapLibreMap;
    try {
      instance = new maplibre.Map({
        container,
        style: styleUrl ?? FALLBACK_MAP_STYLE,
        center: [spot.longitude, spot.latitude],
        zoom: SPOT_ZOOM,
        // One finger scrolls the page, two move the map (a map inside a long page).
        cooperativeGestures: true,
        dragRotate: false,
        pitchWithRotate: false,
        locale: uiStringsRef.current,
      });
    } catch (error) {
      // No WebGL (old device, disabled GPU): the tab still has the address and map links.
      console.warn('map: could not start', error);
      // Reported once when the external library refuses to start; nothing cascades from it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStatus('failed');
      return;
    }
    instance.touchZoomRotate.disableRotation();
    instance.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');

    let styleLoaded = false;
    let fellBack = false;
    instance.once('style.load', () => {
      styleLoaded = true;
    });
    instance.once('load', () => setStatus('ready'));
    instance.on('error', (event) => {
      // The configured style could not be loaded (offline, blocked, wrong URL): keep the
      // map and its markers on the plain background rather than showing nothing.
      if (styleUrl && !styleLoaded && !fellBack) {
        fellBack = true;
        setBasemapFailed(true);
        instance.setStyle(FALLBACK_MAP_STYLE, { diff: false });
        return;
      }
      // Tile errors and the like: the map keeps working; note them for debugging only.
      console.warn('map:', event.error?.message ?? event);
    });
    const markMoved = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) userMoved.current = true;
    };
    instance.on('dragstart', markMoved);
    instance.on('zoomstart', markMoved);
    setMap(instance);
    return () => {
      setMap(null);
      instance.remove();
    };
  }, [spot.latitude, spot.longitude, styleUrl]);

  // Marker elements, created with the points (this component never renders on the server)
  // so React can portal the markers' content into them; the nearby ones come first so the
  // spot's own marker is drawn on top.
  const hosts = useMemo<MarkerHost[]>(
    () =>
      [
        ...nearby.map((point) => ({ key: `nearby-${point.id}`, kind: 'nearby' as const, point })),
        { key: `spot-${spot.id}`, kind: 'spot' as const, point: spot },
      ].map((entry) => {
        const element = document.createElement('div');
        // A hovered or focused marker rises above its neighbours, so its label is readable.
        element.className = 'hover:z-10 focus-within:z-10';
        return { ...entry, element };
      }),
    [spot, nearby],
  );

  useEffect(() => {
    if (!map) return;
    const markers = hosts.map((host) =>
      new maplibre.Marker({ element: host.element, anchor: 'bottom' })
        .setLngLat([host.point.longitude, host.point.latitude])
        .addTo(map),
    );
    return () => markers.forEach((marker) => marker.remove());
  }, [map, hosts]);

  // Zoom out just enough to show the nearby pop-ups, still centred on this one, unless the
  // reader has already moved the map.
  useEffect(() => {
    if (!map || !nearby.length || userMoved.current) return;
    const dLat = Math.max(...nearby.map((p) => Math.abs(p.latitude - spot.latitude)));
    const dLng = Math.max(...nearby.map((p) => Math.abs(p.longitude - spot.longitude)));
    const camera = map.cameraForBounds(
      [
        [spot.longitude - dLng, spot.latitude - dLat],
        [spot.longitude + dLng, spot.latitude + dLat],
      ],
      { padding: 48 },
    );
    const zoom = Math.min(SPOT_ZOOM, Math.max(MIN_ZOOM, camera?.zoom ?? SPOT_ZOOM));
    map.jumpTo({ center: [spot.longitude, spot.latitude], zoom });
  }, [map, spot, nearby]);

  return (
    <div className="relative">
      <div
        ref={containerRef}
        {...{ [SWIPE_IGNORE_ATTRIBUTE]: '' }}
        className="h-[min(60dvh,440px)] w-full bg-[#eceef1]"
      />
      {hosts.map((host) => createPortal(<SpotMarker kind={host.kind} point={host.point} />, host.element, host.key))}
      {status !== 'ready' ? (
        <p
          role="status"
          className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-ink-muted"
        >
          {status === 'failed' ? t('failed') : t('loading')}
        </p>
      ) : null}
      {basemapFailed ? (
        <p
          role="status"
          className="absolute top-2 right-12 left-2 rounded-md bg-surface/90 px-3 py-2 text-xs text-ink-muted shadow"
        >
          {t('basemapUnavailable')}
        </p>
      ) : null}
    </div>
  );
}
