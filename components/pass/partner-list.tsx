'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { partnerQueries } from '@/api/partners';
import { useGeolocation, type GeoPosition } from '@/hooks/use-geolocation';
import type { Locale } from '@/lib/locales';
import { Chip } from '@/components/ui/chip';
import { InboxIcon } from '@/components/ui/icons/inbox';
import { PagedList } from '@/components/ui/paged-list';
import { RowSkeleton } from '@/components/ui/skeleton';
import { showToast } from '@/stores/toast-store';
import { PassPartnerCard } from './pass-partner-card';
import { partnerListQuery } from './pass-queries';
import { uniqueById } from './unique-by-id';

/**
 * /pass/partners: every partner business, by name (server-rendered first page) or, after
 * 'near me', nearest first with distances. The position is asked for only on that tap; a
 * refusal or a failed fix leaves the name order and says why in a toast (the spec's
 * geolocation messages).
 */
export function PartnerList() {
  const t = useTranslations('pass');
  const geo = useTranslations('geolocation');
  const lang = useLocale() as Locale;
  const { locate, locating } = useGeolocation();
  const [position, setPosition] = useState<GeoPosition | null>(null);
  const query = useInfiniteQuery(partnerQueries.list(partnerListQuery(position), lang));

  const chooseNearMe = async () => {
    if (position || locating) return;
    const result = await locate();
    if (result.position) setPosition(result.position);
    else if (result.error) showToast({ message: geo(result.error) });
  };

  return (
    <>
      <div role="group" aria-label={t('partners.sortLabel')} className="flex items-center gap-2 px-4 pb-3">
        <Chip pressed={!position} onClick={() => setPosition(null)}>
          {t('partners.byName')}
        </Chip>
        <Chip pressed={Boolean(position)} aria-busy={locating || undefined} onClick={chooseNearMe}>
          {locating ? geo('locating') : t('partners.nearMe')}
        </Chip>
      </div>
      <p aria-live="polite" className="sr-only">
        {position ? t('partners.nearMeActive') : ''}
      </p>
      <PagedList
        query={query}
        items={uniqueById(query.data?.pages ?? [])}
        skeleton={<RowSkeleton />}
        empty={{ icon: <InboxIcon />, title: t('partners.empty') }}
        errorLabel={t('partners.loadError')}
        loadMoreLabel={t('loadMore')}
        autoLoad={false}
      >
        {(partners) => (
          <ul aria-label={t('partners.listLabel')} className="flex flex-col gap-1 px-2">
            {partners.map((partner, index) => (
              <li key={partner.id}>
                <PassPartnerCard partner={partner} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
