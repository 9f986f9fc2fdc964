'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useMemo } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { spotQueries } from '@/api/spots';
import { useHydrated } from '@/hooks/use-hydrated';
import { MapPlaceholder } from '@/components/shared/map/map-placeholder';
import { ExternalLinkIcon } from '@/components/ui/icons/external-link';
import { kakaoWebMapUrl } from '@/lib/map-deep-link';
import type { Locale } from '@/lib/locales';
import { PopupLocation } from './popup-location';
import { buttonClassName } from '@/components/ui/button-styles';

/** The map's box, taken by the placeholder until the map is drawn. */
const MAP_BOX = 'h-[min(60dvh,440px)] w-full';

/** Nearby pop-ups drawn on the map (the API's maximum). */
const NEARBY_ON_MAP = 20;

/**
 * maplibre-gl is about 1 MB: it is fetched when this tab is first shown (panels mount on
 * first visit), never with the page. The server renders a same-sized placeholder, so the
 * address below does not jump when the map arrives. React.lazy rather than next/dynamic:
 * next/dynamic's own runtime would be on the page's first load (decision 028).
 */
const SpotMap = lazy(() => import('@/components/shared/map/spot-map').then((m) => ({ default: m.SpotMap })));

/** The map tab: the map, then the address (copy, directions) and a link to Kakao's map. */
export function MapTab({ spot, lang, mapStyleUrl }: { spot: SpotDetail; lang: Locale; mapStyleUrl: string | null }) {
  const t = useTranslations('popup.map');
  const hydrated = useHydrated();
  const { data } = useQuery(
    spotQueries.recommendations({ recommendationType: 'NEARBY', excludedSpotId: spot.id, size: NEARBY_ON_MAP }, lang),
  );
  // Stable identities: the map recreates markers only when the points really change.
  const point = useMemo(
    () => ({ id: spot.id, title: spot.title, latitude: spot.latitude, longitude: spot.longitude }),
    [spot.id, spot.title, spot.latitude, spot.longitude],
  );
  const nearby = useMemo(
    () =>
      (data ?? []).map((item) => ({
        id: item.id,
        title: item.title,
        latitude: item.area.latitude,
        longitude: item.area.longitude,
      })),
    [data],
  );
  const externalUrl = kakaoWebMapUrl({
    name: spot.name ?? spot.title,
    latitude: spot.latitude,
    longitude: spot.longitude,
  });

  return (
    <div>
      {hydrated ? (
        <Suspense fallback={<MapPlaceholder className={MAP_BOX} />}>
          <SpotMap spot={point} nearby={nearby} styleUrl={mapStyleUrl} />
        </Suspense>
      ) : (
        <MapPlaceholder className={MAP_BOX} />
      )}
      <PopupLocation spot={spot} />
      <p className="px-4 pb-6">
        <a
          href={externalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'outline' })}
        >
          <ExternalLinkIcon width={16} height={16} />
          {t('openExternal')}
          <span className="sr-only"> ({t('newWindow')})</span>
        </a>
      </p>
    </div>
  );
}
