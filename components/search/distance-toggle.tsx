'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { showToast } from '@/stores/toast-store';
import { Chip } from '@/components/ui/chip';
import { LocateIcon } from '@/components/ui/icons/locate';
import { useSearchLocation } from './search-location-store';

/**
 * 'Show distance from me': asks for the position only when tapped (the request's code comes
 * with the tap), then the list is fetched with it and the cards show distances. Refused or
 * unavailable positions get the spec's messages as toasts. The position stays in memory,
 * never in the URL.
 */
export function DistanceToggle() {
  const t = useTranslations('search.distance');
  const geo = useTranslations('geolocation');
  const [locating, setLocating] = useState(false);
  const position = useSearchLocation((s) => s.position);
  const setPosition = useSearchLocation((s) => s.setPosition);
  const on = position !== null;

  const toggle = async () => {
    if (on) return setPosition(null);
    setLocating(true);
    const { requestPosition } = await import('@/hooks/request-position');
    const result = await requestPosition();
    setLocating(false);
    if (result.position) setPosition(result.position);
    else showToast({ message: geo(result.error === 'denied' ? 'denied' : 'unavailable') });
  };

  return (
    <Chip
      pressed={on}
      aria-busy={locating || undefined}
      disabled={locating}
      onClick={() => void toggle()}
      icon={<LocateIcon width={16} height={16} />}
    >
      {locating ? t('locating') : t('toggle')}
    </Chip>
  );
}
