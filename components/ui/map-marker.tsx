'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The maplibre-gl module, as `useMaplibreMap` loads it (a type only: nothing is bundled). */
type Maplibre = typeof import('maplibre-gl');

type Props = {
  /** The map and its library, as `useMaplibreMap` returns them. */
  map: MapLibreMap;
  maplibre: Maplibre;
  /** Where the marker stands; a new position moves it without re-creating it. */
  at: { latitude: number; longitude: number };
  /** Which point of the content sits on the position: a pin's tip, or a dot's centre. */
  anchor: 'bottom' | 'center';
  /** Classes of the positioned element, e.g. a stacking order; read when it is created. */
  className?: string;
  children: ReactNode;
};

/**
 * One HTML marker: a maplibre Marker around an element React renders into (a portal), so
 * the content is ordinary React (links, buttons, translations) and does not depend on the
 * basemap: with the plain background style the markers still show where things are. The
 * element lives as long as this component, so keyed markers survive camera moves.
 */
export function MapMarker({ map, maplibre, at, anchor, className = '', children }: Props) {
  const { latitude, longitude } = at;
  const [element] = useState(() => {
    const div = document.createElement('div');
    // A hovered or focused marker rises above its neighbours, so its label is readable.
    // Set once: maplibre adds its own classes to the element after this.
    div.className = `hover:z-10 focus-within:z-10 ${className}`.trim();
    return div;
  });
  const markerRef = useRef<InstanceType<Maplibre['Marker']> | null>(null);

  useEffect(() => {
    const marker = new maplibre.Marker({ element, anchor }).setLngLat([longitude, latitude]).addTo(map);
    markerRef.current = marker;
    return () => {
      markerRef.current = null;
      marker.remove();
    };
    // The position is updated below without re-creating the marker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, maplibre, element, anchor]);

  useEffect(() => {
    markerRef.current?.setLngLat([longitude, latitude]);
  }, [latitude, longitude]);

  return createPortal(children, element);
}
