'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { MapStatus } from '@/components/shared/map/use-maplibre-map';
import { cx } from '@/lib/cx';
import { MapCentreNote } from './map-placeholder';

type Props = {
  status: MapStatus;
  basemapFailed?: boolean;
  /** Where the basemap note sits, clear of the map's own overlays. */
  basemapClassName?: string;
  /** What to say when this map cannot start: what to use instead (the list, the address). */
  children?: ReactNode;
};

/**
 * A map's state in words, over the map: 'loading' or, when it cannot start, what to do
 * instead (centred: the map is empty then), and a lasting note when the configured basemap
 * failed and only the markers are drawn. The notes never take a tap from the map.
 */
export function MapNotes({ status, basemapFailed = false, basemapClassName, children }: Props) {
  const t = useTranslations('map');
  return (
    <>
      {status !== 'ready' ? <MapCentreNote>{status === 'failed' ? children : t('loading')}</MapCentreNote> : null}
      {basemapFailed ? (
        <p
          role="status"
          className={cx(
            // Full-strength text: the note sits over a map of any colour.
            'pointer-events-none absolute rounded-md bg-surface/95 px-3 py-2 text-xs text-ink shadow',
            basemapClassName,
          )}
        >
          {t('basemapUnavailable')}
        </p>
      ) : null}
    </>
  );
}
