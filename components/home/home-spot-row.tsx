'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { searchQueries } from '@/api/search';
import type { Locale } from '@/lib/locales';
import { CardRow, CardRowItem } from './card-row';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromSearchItem } from '@/components/ui/spot-card-data';
import { homeRowQuery, HOME_ROWS, searchListHref, type HomeRowKey } from './home-queries';
import { HomeSection } from './home-section';

/**
 * One row of pop-ups on the home page (open now, opening soon, most reviewed). The page
 * prefetched it on the server; useQuery (not suspense) so that a failed prefetch makes the
 * browser ask again instead of failing the page.
 */
export function HomeSpotRow({ rowKey }: { rowKey: HomeRowKey }) {
  const lang = useLocale() as Locale;
  const t = useTranslations('home');
  const common = useTranslations('common');
  const { data, isPending, isError, refetch, isFetching } = useQuery(searchQueries.page(homeRowQuery(rowKey, lang)));
  const title = t(`${rowKey}.title`);

  let body;
  if (isPending) {
    body = (
      <p role="status" className="px-4 py-6 text-sm text-ink-muted">
        {common('loading')}
      </p>
    );
  } else if (isError) {
    body = (
      <div role="alert" className="flex items-center gap-3 px-4 py-4 text-sm">
        <p>{t('loadError')}</p>
        <button
          type="button"
          onClick={() => refetch()}
          disabled={isFetching}
          className="inline-flex h-11 items-center rounded-full border border-line px-4 font-semibold disabled:opacity-50"
        >
          {common('retry')}
        </button>
      </div>
    );
  } else if (data.content.length === 0) {
    body = <p className="px-4 py-6 text-sm text-ink-muted">{t('empty')}</p>;
  } else {
    body = (
      <CardRow label={title}>
        {data.content.map((spot) => (
          <CardRowItem key={spot.id}>
            <SpotCard
              spot={cardFromSearchItem(spot)}
              layout="tile"
              imageSizes="160px"
              meta={rowKey === 'recommended' ? t('reviewCount', { count: spot.reviewCount }) : undefined}
            />
          </CardRowItem>
        ))}
      </CardRow>
    );
  }

  return (
    <HomeSection
      id={rowKey}
      title={title}
      description={t(`${rowKey}.description`)}
      seeAllHref={searchListHref(HOME_ROWS[rowKey].list)}
    >
      {body}
    </HomeSection>
  );
}
