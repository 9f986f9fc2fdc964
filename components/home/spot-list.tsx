'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { spotQueries } from '@/api/spots';
import { SpotCard } from './spot-card';
import { HOME_SPOT_QUERY } from './home-spot-query';

/**
 * The home list. The page prefetched it on the server, so the first render already has the
 * data; useQuery (not the suspense variant) because a failed server prefetch is not
 * dehydrated, and then the browser should fetch it itself instead of failing the page.
 */
export function SpotList() {
  const locale = useLocale();
  const t = useTranslations('home');
  const common = useTranslations('common');
  const { data, isPending, isError, refetch, isFetching } = useQuery(spotQueries.list(HOME_SPOT_QUERY, locale));

  if (isPending) {
    return (
      <p role="status" className="px-4 py-10 text-center text-sm text-ink-muted">
        {common('loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm">
        <p>{t('loadError')}</p>
        <button
          type="button"
          onClick={() => refetch()}
          disabled={isFetching}
          className="inline-flex h-11 items-center rounded-full border border-line px-5 font-semibold disabled:opacity-50"
        >
          {common('retry')}
        </button>
      </div>
    );
  }
  if (data.content.length === 0) {
    return <p className="px-4 py-10 text-center text-sm text-ink-muted">{t('empty')}</p>;
  }
  return (
    <ul aria-label={t('listLabel')} className="flex flex-col gap-1 px-2 pb-8">
      {data.content.map((spot) => (
        <li key={spot.id}>
          <SpotCard spot={spot} />
        </li>
      ))}
    </ul>
  );
}
