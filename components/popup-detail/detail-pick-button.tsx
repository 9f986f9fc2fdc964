'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { SpotDetail } from '@/api/contracts/spots';
import { spotQueries } from '@/api/spots';
import { PickButton } from '@/components/shared/pick-button';
import type { Locale } from '@/lib/locales';

/**
 * The detail page's pick toggle beside the share button, subscribed to the cached spot
 * (seeded with the page's copy) so the optimistic flip and the refetch re-render it.
 */
export function DetailPickButton({ spot, lang }: { spot: SpotDetail; lang: Locale }) {
  const t = useTranslations('popup.pick');
  const { data } = useQuery({ ...spotQueries.detail(spot.id, lang), initialData: spot });
  return (
    <PickButton
      spot={{ id: spot.id, title: spot.title, imageUrl: spot.files[0]?.path }}
      pickId={data.pickId}
      label={t('label')}
    />
  );
}
