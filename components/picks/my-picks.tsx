'use client';

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { pickQueries, useRepick, useUnpickFromMyPicks } from '@/api/picks';
import { HeartIcon } from '@/components/ui/icons/heart';
import { CalendarIcon } from '@/components/ui/icons/calendar';
import { PagedList } from '@/components/ui/paged-list';
import { RowSkeleton } from '@/components/ui/skeleton';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { TOAST_DURATION_MS } from '@/lib/client-constants';
import { MY_PICK_SORTS } from '@/lib/constants';
import type { Locale } from '@/lib/locales';
import { MY_PICK_PERIODS, myPicksFilterQuery, type MyPicksFilter } from '@/lib/picks/my-picks-filter';
import { showToast } from '@/stores/toast-store';
import { MyPickItem } from './my-pick-item';

const ID_BASE = 'my-picks';
const tabValue = (period: MyPicksFilter['periodType']) => period ?? 'ALL';

/**
 * My picks (/history/mypicks): tabs by period (all, running, opening soon, ended), three
 * orders, an endless list. Unpicking takes the card out at once and offers 'undo' in the
 * toast. The tab and the order live in the URL (replaced, not pushed), so Back from a pop-up
 * returns to the same tab, and the server prefetches that first page.
 */
export function MyPicks({ lang, initialFilter }: { lang: Locale; initialFilter: MyPicksFilter }) {
  const t = useTranslations('picks');
  const tPeriod = useTranslations('popup.periodType');
  const [filter, setFilter] = useState(initialFilter);
  const query = useInfiniteQuery({ ...pickQueries.mine(filter, lang), placeholderData: keepPreviousData });
  const { data, isPlaceholderData } = query;
  const repick = useRepick();
  const unpick = useUnpickFromMyPicks({
    onRemoved: (pick) =>
      showToast({
        message: t('removed', { title: pick.title }),
        durationMs: TOAST_DURATION_MS.long,
        action: { label: t('undo'), onPress: () => repick.mutate(pick) },
      }),
  });

  const change = (next: MyPicksFilter) => {
    setFilter(next);
    const query = new URLSearchParams(myPicksFilterQuery(next)).toString();
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };

  const picks = data?.pages.flatMap((page) => page.content) ?? [];
  const total = data?.pages[0]?.page.totalElements ?? 0;
  const selectedTab = tabValue(filter.periodType);

  return (
    <section aria-labelledby="my-picks-title" className="px-4 pt-6 pb-12">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="my-picks-title" className="text-xl font-bold">
          {t('title')}{' '}
          {data && !isPlaceholderData ? (
            <span className="text-base text-ink-muted tabular-nums">{t('total', { count: total })}</span>
          ) : null}
        </h1>
        <Link href="/history/mypicks/calendar" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          <CalendarIcon className="size-4" />
          {t('calendarLink')}
        </Link>
      </div>

      <TabList
        idBase={ID_BASE}
        label={t('periodLabel')}
        className="mt-4"
        items={MY_PICK_PERIODS.map((period) => ({
          value: tabValue(period),
          label: period ? tPeriod(period) : t('all'),
        }))}
        selected={selectedTab}
        onSelect={(value) =>
          change({ ...filter, periodType: MY_PICK_PERIODS.find((p) => tabValue(p) === value) ?? null })
        }
      />

      <TabPanel idBase={ID_BASE} value={selectedTab} selected className="mt-3">
        <div role="radiogroup" aria-label={t('sortLabel')} className="flex flex-wrap gap-1">
          {MY_PICK_SORTS.map((sort) => (
            <label
              key={sort}
              className="inline-flex min-h-tap cursor-pointer items-center rounded-full px-3 text-xs text-ink-muted has-[:checked]:bg-ink has-[:checked]:font-semibold has-[:checked]:text-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-strong"
            >
              <input
                type="radio"
                name="my-picks-sort"
                value={sort}
                checked={filter.sort === sort}
                onChange={() => change({ ...filter, sort })}
                className="sr-only"
              />
              {t(`sort.${sort}`)}
            </label>
          ))}
        </div>

        <PagedList
          query={query}
          items={picks}
          skeleton={<RowSkeleton count={4} className="mt-2" />}
          empty={{
            icon: <HeartIcon />,
            title: filter.periodType ? t('emptyPeriod', { period: tPeriod(filter.periodType) }) : t('empty'),
            description: t('emptyDescription'),
            action: (
              <Link href="/popup/list" className={buttonClassName({ variant: 'primary' })}>
                {t('browse')}
              </Link>
            ),
          }}
          errorLabel={t('loadError')}
          loadMoreLabel={t('loadMore')}
        >
          {(items) => (
            <ul aria-busy={isPlaceholderData || undefined} className="mt-2 flex flex-col gap-1">
              {items.map((pick, index) => (
                <li key={pick.pickId}>
                  <MyPickItem
                    pick={pick}
                    priority={index === 0}
                    onUnpick={() => unpick.mutate(pick)}
                    unpickLabel={t('unpick', { title: pick.title })}
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </TabPanel>
    </section>
  );
}
