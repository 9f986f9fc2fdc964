'use client';

import { useEffect } from 'react';
import { MAP_BACKGROUND_CLASS } from '@/lib/map-style';
import { cx } from '@/lib/cx';
import { MapNotes } from './map-notes';

/**
 * What stands in for a map while its component's code is fetched (next/dynamic's
 * `loading`), the same size as the map so nothing below it jumps; the server renders it.
 * It is on screen exactly while that code is on its way, so this is where maplibre's own
 * download (about 1 MB, which useMaplibreMap asks for once the map runs) starts: alongside
 * the map's code rather than after it. A failed download is the hook's to report.
 */
export function MapPlaceholder({ className }: { className: string }) {
  useEffect(() => {
    import('./load-maplibre').catch(() => {});
  }, []);
  return (
    <div className={cx('relative', MAP_BACKGROUND_CLASS, className)}>
      <MapNotes status="loading" />
    </div>
  );
}
