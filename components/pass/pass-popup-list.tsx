'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { searchQueries } from '@/api/search';
import type { Locale } from '@/lib/locales';
import { InboxIcon } from '@/components/ui/icons/inbox';
import { PagedList } from '@/components/ui/paged-list';
import { RowSkeleton } from '@/components/ui/skeleton';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromListItem } from '@/components/ui/spot-card-data';
import { passPopupListQuery } from './pass-queries';
import { uniqueById } from './unique-by-id';

/** /pass/popups: every pass pop-up still to be had, a page at a time (first page prefetched). */
export function PassPopupList() {
  const t = useTranslations('pass');
  const locale = useLocale() as Locale;
  const query = useInfiniteQuery(searchQueries.list(passPopupListQuery(locale)));
  return (
    <PagedList
      query={query}
      items={uniqueById(query.data?.pages ?? [])}
      skeleton={<RowSkeleton />}
      empty={{ icon: <InboxIcon />, title: t('popups.empty') }}
      errorLabel={t('popups.loadError')}
      loadMoreLabel={t('loadMore')}
      autoLoad={false}
    >
      {(spots) => (
        <ul aria-label={t('popups.listLabel')} className="flex flex-col gap-1 px-2">
          {spots.map((spot, index) => (
            <li key={spot.id}>
              <SpotCard
                spot={cardFromListItem(spot)}
                layout="row"
                imageSizes="112px"
                headingLevel={3}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
