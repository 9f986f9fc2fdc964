'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { MAP_BACKGROUND_CLASS } from '@/lib/map-style';

/** A short note centred over a map that is not drawn (yet): loading, or what to use instead. */
export function MapCentreNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="pointer-events-none absolute inset-0 flex items-center justify-center px-6">
      <span className="rounded-2xl bg-surface/90 px-4 py-2 text-center text-sm text-ink-muted shadow">{children}</span>
    </p>
  );
}

/**
 * What stands in for a map while its component's code is fetched (next/dynamic's
 * `loading`), the same size as the map so nothing below it jumps; the server renders it.
 * It is on screen exactly while that code is on its way, so this is where maplibre's own
 * download (about 1 MB, which useMaplibreMap asks for once the map runs) starts: alongside
 * the map's code rather than after it. A failed download is the hook's to report. This is
 * part of the page's first load, so it stays this small.
 */
export function MapPlaceholder({ className }: { className: string }) {
  const t = useTranslations('map');
  useEffect(() => {
    import('./load-maplibre').catch(() => {});
  }, []);
  return (
    <div className={`relative ${MAP_BACKGROUND_CLASS} ${className}`}>
      <MapCentreNote>{t('loading')}</MapCentreNote>
    </div>
  );
}
