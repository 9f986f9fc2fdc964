'use client';

import type { Marker } from 'maplibre-gl';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { MapNotes } from '@/components/shared/map/map-notes';
import { useMaplibreMap } from '@/components/shared/map/use-maplibre-map';
import { MAP_BACKGROUND_CLASS } from '@/lib/map-style';

export type LatLng = { latitude: number; longitude: number };

/** Seoul City Hall: where the map opens before a place is chosen. */
const SEOUL = { latitude: 37.5665, longitude: 126.978 };

/**
 * The editor's map (loaded lazily with maplibre): the pop-up's pin, placed by a click or
 * tap and moved by dragging; both report the new coordinates. A pin set from outside (an
 * address picked from the geocoder, numbers typed) moves the pin and the map to it. The
 * coordinates fields beside it are the keyboard's way to the same thing.
 */
export function PinMap({
  value,
  onChange,
  styleUrl,
}: {
  value: LatLng | null;
  onChange: (next: LatLng) => void;
  styleUrl: string | null;
}) {
  const t = useTranslations('enterprise.editor.place');
  const { containerRef, map, maplibre, status, basemapFailed } = useMaplibreMap({
    center: value ?? SEOUL,
    zoom: value ? 16 : 11,
    minZoom: 5,
    maxZoom: 19,
    label: t('mapLabel'),
    styleUrl,
    controls: 'top-right',
  });
  const marker = useRef<Marker | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!map || !maplibre) return;
    const place = (lngLat: { lng: number; lat: number }) => {
      const next = { latitude: Number(lngLat.lat.toFixed(6)), longitude: Number(lngLat.lng.toFixed(6)) };
      report.current(next);
    };
    const onClick = (event: { lngLat: { lng: number; lat: number } }) => place(event.lngLat);
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      marker.current?.remove();
      marker.current = null;
    };
  }, [map, maplibre]);

  useEffect(() => {
    if (!map || !maplibre) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const m = new maplibre.Marker({ draggable: true, color: '#ff4d4f' });
      m.on('dragend', () => {
        const at = m.getLngLat();
        report.current({ latitude: Number(at.lat.toFixed(6)), longitude: Number(at.lng.toFixed(6)) });
      });
      m.getElement().setAttribute('aria-label', t('pinLabel'));
      marker.current = m.setLngLat([value.longitude, value.latitude]).addTo(map);
    } else {
      marker.current.setLngLat([value.longitude, value.latitude]);
    }
    if (!map.getBounds().contains([value.longitude, value.latitude])) {
      map.jumpTo({ center: [value.longitude, value.latitude], zoom: Math.max(map.getZoom(), 15) });
    }
  }, [map, maplibre, value, t]);

  return (
    <div className="relative">
      <div ref={containerRef} className={`h-72 w-full rounded-2xl md:h-96 ${MAP_BACKGROUND_CLASS}`} />
      <MapNotes status={status} basemapFailed={basemapFailed} basemapClassName="top-2 right-16 left-2">
        {t('mapFailed')}
      </MapNotes>
    </div>
  );
}
