'use client';

import { useTranslations } from 'next-intl';
import type { SpotDetail } from '@/api/contracts/spots';
import { CopyIcon } from '@/components/ui/icons/copy';
import { MapPinIcon } from '@/components/ui/icons/map-pin';
import { NavigationIcon } from '@/components/ui/icons/navigation';
import { displayAddress } from '@/lib/address';
import { COPY_TOAST_DURATION_MS } from '@/lib/client-constants';
import { useMapDirections } from '@/hooks/use-map-directions';
import { showToast } from '@/stores/toast-store';
import { Button } from '@/components/ui/button';

type LocationSpot = Pick<
  SpotDetail,
  'title' | 'name' | 'address' | 'roadAddress' | 'addressDetail' | 'latitude' | 'longitude' | 'periodType'
>;

/**
 * Location (spec 2): the address with a copy button, and 'directions', which opens the map
 * app (falling back to Kakao's web map) and is hidden once the pop-up has ended. Used in the
 * description tab and under the map.
 */
export function PopupLocation({ spot }: { spot: LocationSpot }) {
  const t = useTranslations('popup');
  const address = displayAddress(spot);
  const openDirections = useMapDirections();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      showToast({ message: t('locationActions.copied'), durationMs: COPY_TOAST_DURATION_MS });
    } catch (error) {
      // Spec 8: on the detail page a failed copy is only logged; the address stays selectable.
      console.warn('copy address failed', error);
    }
  };

  const directions = () =>
    openDirections({ name: spot.name ?? spot.title, latitude: spot.latitude, longitude: spot.longitude });

  return (
    <section aria-labelledby="popup-location" className="border-t border-line px-4 py-5">
      <h2 id="popup-location" className="mb-3 text-lg font-bold">
        {t('location')}
      </h2>
      <div className="flex gap-3 text-sm">
        <span className="flex w-24 shrink-0 items-center gap-1.5 self-start text-ink-muted">
          <MapPinIcon width={16} height={16} />
          {t('address')}
        </span>
        <p className="min-w-0 flex-1 select-text">{address}</p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 pl-27">
        <Button variant="outline" size="sm" onClick={copy} icon={<CopyIcon width={14} height={14} />}>
          {t('locationActions.copyAddress')}
        </Button>
        {spot.periodType !== 'ENDED' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={directions}
            aria-label={t('locationActions.directionsLabel')}
            icon={<NavigationIcon width={14} height={14} />}
          >
            {t('locationActions.directions')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
