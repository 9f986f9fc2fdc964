'use client';

import type { ControlPosition, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FALLBACK_MAP_STYLE, localizeStyleLabels } from '@/lib/map-style';

/** The maplibre-gl module, once loaded. */
export type Maplibre = typeof import('maplibre-gl');

export type MapStatus = 'loading' | 'ready' | 'failed';

let pending: Promise<Maplibre> | null = null;

/**
 * maplibre-gl, fetched on first use and shared by every map after. The worker: maplibre 6
 * looks for it next to its own module file, which after bundling is a chunk URL where no
 * worker exists ("Worker failed to load"). The postinstall script copies the installed
 * version's worker to public/, and the version query keeps a browser from mixing a cached
 * old worker with a new library. A failed fetch (offline, a deploy replaced the chunk) is
 * forgotten, so the next map tries again.
 */
function loadMaplibre(): Promise<Maplibre> {
  pending ??= import('@/components/shared/map/load-maplibre').then(
    ({ maplibre }) => {
      maplibre.setWorkerUrl(`/maplibre-gl-worker.mjs?v=${maplibre.getVersion()}`);
      return maplibre;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

type MaplibreMapOptions = {
  /** Where the map opens; read when the map starts (later moves are the caller's). */
  center: { latitude: number; longitude: number };
  zoom: number;
  minZoom?: number;
  maxZoom?: number;
  /** The map region's accessible name; read when the map starts. */
  label: string;
  /** A MapLibre style URL, or null for the request-free background-only style. */
  styleUrl: string | null;
  /** Where the zoom buttons sit (the attribution is in the lower left). */
  controls: ControlPosition;
  /** One finger scrolls the page, two move the map: for a map inside a long page. */
  cooperativeGestures?: boolean;
};

type Started = { map: MapLibreMap; maplibre: Maplibre };

/**
 * One maplibre map on the returned container ref, the same way for every map in the app:
 * the library loaded lazily (never in a page's first load), the project's style with the
 * fallback to the plain background when a configured style cannot be loaded, no rotation,
 * zoom buttons and labels in the page's language, and `map.remove()` on unmount. The map
 * follows its container's size by itself (`trackResize`, a ResizeObserver), which also
 * covers a container that was hidden, such as a tab panel shown again.
 *
 * `map` (with the loaded `maplibre` module, for markers) is null until the map exists;
 * `status` is 'ready' once the first style has loaded, 'failed' when the library could not
 * be fetched or refused to start (no WebGL). `basemapFailed` is true when the style could not
 * be loaded (the map falls back to the plain background) or its tiles fail (offline, a blocked
 * host): the caller shows a short notice, the markers keep working. The style's labels are in
 * the page's language (localizeStyleLabels). A new `styleUrl` starts a new map.
 */
export function useMaplibreMap(options: MaplibreMapOptions) {
  const t = useTranslations('map');
  const lang = useLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [basemapFailed, setBasemapFailed] = useState(false);
  const { styleUrl } = options;

  // Labels for maplibre's own controls and canvas, in the page's language.
  const locale = {
    'Map.Title': options.label,
    'NavigationControl.ZoomIn': t('zoomIn'),
    'NavigationControl.ZoomOut': t('zoomOut'),
    'AttributionControl.ToggleAttribution': t('toggleAttribution'),
    'CooperativeGesturesHandler.WindowsHelpText': t('gestureHelpWindows'),
    'CooperativeGesturesHandler.MacHelpText': t('gestureHelpMac'),
    'CooperativeGesturesHandler.MobileHelpText': t('gestureHelpMobile'),
  };
  // Read when the map starts only: the camera moves after that belong to the caller.
  const startRef = useRef({ options, locale, lang });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { options: start, locale: uiStrings, lang: labelLang } = startRef.current;
    let cancelled = false;
    let instance: MapLibreMap | null = null;

    // The style is fetched here rather than by MapLibre: a map whose first style fails never
    // becomes ready, so one that cannot be loaded (offline, a blocked host) starts the map on
    // the plain background instead, with the notice.
    const basemap: Promise<StyleSpecification | null> = styleUrl
      ? fetch(styleUrl)
          .then((res) => (res.ok ? (res.json() as Promise<StyleSpecification>) : null))
          .catch(() => null)
      : Promise.resolve(null);

    Promise.all([loadMaplibre(), basemap]).then(
      ([maplibre, style]) => {
        if (cancelled) return;
        setStatus('loading');
        setBasemapFailed(Boolean(styleUrl) && !style);
        let map: MapLibreMap;
        try {
          map = new maplibre.Map({
            container,
            // Street and place names in the page's language, the local name where there is none.
            style: style ? localizeStyleLabels(style, labelLang) : FALLBACK_MAP_STYLE,
            center: [start.center.longitude, start.center.latitude],
            zoom: start.zoom,
            minZoom: start.minZoom,
            maxZoom: start.maxZoom,
            cooperativeGestures: start.cooperativeGestures ?? false,
            dragRotate: false,
            pitchWithRotate: false,
            trackResize: true,
            // Added below, in the lower left: the zoom buttons may take the lower right.
            attributionControl: false,
            locale: uiStrings,
          });
        } catch (error) {
          // No WebGL (old device, disabled GPU): each map's page offers another way.
          console.warn('map: could not start', error);
          setStatus('failed');
          return;
        }
        instance = map;
        map.touchZoomRotate.disableRotation();
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), start.controls);
        map.addControl(new maplibre.AttributionControl({ compact: true }), 'bottom-left');

        map.once('load', () => setStatus('ready'));
        map.on('error', (event) => {
          // A source's tiles (or its TileJSON) failing: the streets are missing, so say so once;
          // the map and its HTML markers keep working. Other errors are noted for debugging.
          if ('sourceId' in event || 'tile' in event) setBasemapFailed(true);
          console.warn('map:', event.error?.message ?? event);
        });
        setStarted({ map, maplibre });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn('map: could not load maplibre', error);
        setStatus('failed');
      },
    );

    return () => {
      cancelled = true;
      setStarted(null);
      instance?.remove();
    };
  }, [styleUrl]);

  return {
    containerRef,
    map: started?.map ?? null,
    maplibre: started?.maplibre ?? null,
    status,
    basemapFailed,
  };
}
