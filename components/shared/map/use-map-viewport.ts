'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { MapBounds } from './map-clusters';

export type CameraViewport = { latitude: number; longitude: number; zoom: number; bounds: MapBounds };

function viewportOf(map: MapLibreMap): CameraViewport {
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
 * The map's camera as React state, read when the map starts and after every move (not
 * during one: markers and clusters are recomputed once per gesture). `onChange` hears the
 * same values, for callers that search by the view.
 * The camera is known as soon as the map exists (its size comes from the container), so
 * nothing waits for the basemap, which may never arrive.
 */
export function useMapViewport(
  map: MapLibreMap | null,
  onChange?: (viewport: CameraViewport) => void,
): CameraViewport | null {
  const [viewport, setViewport] = useState<CameraViewport | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!map) return;
    const report = () => {
      const next = viewportOf(map);
      setViewport(next);
      onChangeRef.current?.(next);
    };
    map.on('moveend', report);
    report();
    return () => {
      map.off('moveend', report);
    };
  }, [map]);

  return viewport;
}
