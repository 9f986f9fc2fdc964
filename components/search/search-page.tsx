'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { MapIcon } from '@/components/ui/icons/map';
import { Link } from '@/i18n/navigation';
import { useSearchFilters } from '@/hooks/use-search-filters';
import { useSearchKeywordLog } from '@/hooks/use-search-keyword-log';
import { DEFAULT_SEARCH_FILTERS, parseSearchFilters, searchFiltersToParams } from '@/lib/search/search-params';
import { DistanceToggle } from './distance-toggle';
import { SearchBar } from '@/components/shared/search-filters/search-bar';
import {
  FilterToggleButton,
  SearchFilterPanel,
  useFilterPanel,
} from '@/components/shared/search-filters/search-filter-panel';
import { useSearchLocation } from './search-location-store';
import { SearchResults } from './search-results';

/**
 * The client part of /popup/list: keyword, filters, distance and the results. Every filter
 * lives in the URL (useSearchFilters); the server rendered the first page for the same URL,
 * whose canonical filters are `serverSearch`.
 */
export function SearchPage({ serverSearch = '' }: { serverSearch?: string }) {
  const t = useTranslations('search');
  const { filters, setFilters } = useSearchFilters({ serverSearch });
  useSearchKeywordLog(parseSearchFilters(new URLSearchParams(serverSearch)).keyword);
  const position = useSearchLocation((s) => s.position);
  const mapQuery = searchFiltersToParams(filters).toString();
  const panel = useFilterPanel();
  const panelId = useId();

  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-3 border-b border-line px-4 pt-4 pb-3">
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-xl font-bold">{t('heading')}</h1>
          <Link
            href={`/popup/map${mapQuery ? `?${mapQuery}` : ''}`}
            className={buttonClassName({ variant: 'outline', size: 'sm' })}
          >
            <MapIcon width={16} height={16} />
            {t('results.viewOnMap')}
          </Link>
        </div>
        <SearchBar keyword={filters.keyword} onSubmit={(keyword) => setFilters({ ...filters, keyword })} />
        {/* The filters open from a button (with how many are on), so the results start on the
            first screen of a phone. */}
        <div className="flex flex-wrap items-center gap-2">
          <FilterToggleButton filters={filters} panelId={panelId} open={panel.open} onToggle={panel.toggle} />
          <DistanceToggle />
        </div>
        <SearchFilterPanel
          filters={filters}
          onChange={setFilters}
          panelId={panelId}
          open={panel.open}
          mounted={panel.mounted}
        />
      </div>
      <div className="pt-3">
        <SearchResults filters={filters} position={position} onResetAll={() => setFilters(DEFAULT_SEARCH_FILTERS)} />
      </div>
    </div>
  );
}
