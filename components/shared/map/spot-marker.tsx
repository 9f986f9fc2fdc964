'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ClusterMarker } from './cluster-marker';

export type MapPoint = { id: number; title: string; latitude: number; longitude: number };

function Pin({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 32" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M12 31s10-10.2 10-18.5A10 10 0 0 0 2 12.5C2 20.8 12 31 12 31z"
        fill="currentColor"
        stroke="#fff"
        strokeWidth="2"
      />
      <circle cx="12" cy="12.5" r="3.5" fill="#fff" />
    </svg>
  );
}

/**
 * A marker's content, rendered into the element maplibre positions (anchored at its bottom
 * centre, the pin's tip). The spot's own marker is a labelled image with its title; a nearby
 * pop-up's is a link to its page, so it can be reached with Tab and opened with Enter.
 * Neighbours too close to the spot to stand apart are counted on a cluster button beside its
 * pin (`nearby`), which zooms in until they do: nothing hides under the spot's marker.
 */
export function SpotMarker({
  kind,
  point,
  nearby,
}: {
  kind: 'spot' | 'nearby';
  point: MapPoint;
  nearby?: { count: number; onExpand: () => void };
}) {
  const t = useTranslations('popup.map');
  if (kind === 'spot') {
    return (
      <span className="relative flex flex-col items-center">
        <span role="img" aria-label={t('thisSpot', { title: point.title })} className="flex flex-col items-center">
          <span className="mb-0.5 max-w-40 truncate rounded-full bg-ink px-2.5 py-1 text-xs font-bold text-surface shadow">
            {point.title}
          </span>
          <Pin className="h-10 w-8 text-brand drop-shadow" />
        </span>
        {nearby ? (
          // Beside the pin, not around it: the marker's anchor stays the pin's tip.
          <span className="absolute bottom-0 left-1/2 ml-5">
            <ClusterMarker count={nearby.count} onExpand={nearby.onExpand} />
          </span>
        ) : null}
      </span>
    );
  }
  // Nearby names show on hover and keyboard focus only: twenty labels at once would cover
  // each other and the map. The link's accessible name carries the title either way.
  return (
    <Link
      href={`/popup/${point.id}`}
      aria-label={t('nearbySpot', { title: point.title })}
      title={point.title}
      className="group relative flex flex-col items-center rounded-md hover:z-10 focus-visible:z-10"
    >
      <span className="pointer-events-none absolute bottom-full mb-0.5 hidden max-w-36 truncate rounded-full bg-surface px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-ink shadow group-hover:block group-focus-visible:block">
        {point.title}
      </span>
      <Pin className="h-7 w-6 text-ink-muted group-hover:text-brand-strong group-focus-visible:text-brand-strong" />
    </Link>
  );
}
