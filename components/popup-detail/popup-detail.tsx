'use client';

import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { spotQueries } from '@/api/spots';
import type { AppLocale } from '@/i18n/routing';
import { SpotImage } from '@/components/ui/spot-image';
import { PopupLocation } from './popup-location';
import { PopupSchedule } from './popup-schedule';
import { PopupSummary } from './popup-summary';

type Props = { id: number; lang: AppLocale };

/**
 * The pop-up detail's description tab. The page fetched the spot on the server and
 * dehydrated it, so this reads it from the cache (no request, no suspense on first render)
 * and later refetches keep the same shape: the API's, not the database's.
 */
export function PopupDetail({ id, lang }: Props) {
  const t = useTranslations('popup');
  const { data: spot } = useSuspenseQuery(spotQueries.detail(id, lang));
  const hero = spot.files[0]?.path;

  return (
    <article className="pb-12">
      <SpotImage
        src={hero}
        alt={t('heroImageAlt', { title: spot.title })}
        sizes="(max-width: 480px) 100vw, 480px"
        priority
        fallbackLabel={t('noImage')}
        className="aspect-[4/5] w-full"
      />
      <PopupSummary spot={spot} />
      <PopupSchedule spot={spot} />
      <PopupLocation spot={spot} />
    </article>
  );
}
