'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import {
  CATEGORY_FILTERS,
  LIST_SORT_OPTIONS,
  REGION_GROUP_KEYS,
  type ListSortOption,
} from '@/lib/search/search-options';
import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from '@/lib/search/search-params';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons/refresh';
import { countActiveFilters } from './active-filters';
import { DateFilter } from './date-filter';
import { ToggleChips, toggled } from './toggle-chips';

type Props = {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** The map has no list order: it can hide the sort. */
  showSort?: boolean;
};

/**
 * The search filters shared by the list (/popup/list) and the map (/popup/map): date, the
 * four feature categories, region groups, sort and a reset. Controlled and self-contained:
 * it shows `filters` and reports every change as a whole new filter object, so each page
 * decides where the state lives (both keep it in the URL). Reset clears the filters, not the
 * keyword the reader typed.
 */
export function SearchFilterBar({ filters, onChange, showSort = true }: Props) {
  const t = useTranslations('search.filters');
  const regions = useTranslations('regions');
  const sortId = useId();

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="sr-only">{t('legend')}</legend>
      <DateFilter value={filters} onChange={(dates) => onChange({ ...filters, ...dates })} />
      <ToggleChips
        legend={t('category.legend')}
        options={CATEGORY_FILTERS}
        selected={filters.categories}
        labelOf={(value) => t(`category.${value}`)}
        onToggle={(value) => onChange({ ...filters, categories: toggled(CATEGORY_FILTERS, filters.categories, value) })}
      />
      <ToggleChips
        legend={t('region.legend')}
        options={REGION_GROUP_KEYS}
        selected={filters.regionGroups}
        labelOf={(value) => regions(value)}
        onToggle={(value) =>
          onChange({ ...filters, regionGroups: toggled(REGION_GROUP_KEYS, filters.regionGroups, value) })
        }
      />
      <div className="flex items-center justify-between gap-3">
        {showSort ? (
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-caption font-semibold text-ink-muted">
              {t('sort.label')}
            </label>
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => onChange({ ...filters, sort: event.target.value as ListSortOption })}
              className="min-h-tap rounded-control border border-line-strong bg-surface px-2 text-label"
            >
              {LIST_SORT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`sort.${option}`)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <span />
        )}
        <Button
          variant="ghost"
          size="sm"
          icon={<RefreshIcon width={16} height={16} />}
          onClick={() => onChange({ ...DEFAULT_SEARCH_FILTERS, keyword: filters.keyword })}
          disabled={countActiveFilters(filters, { withSort: showSort }) === 0}
        >
          {t('reset')}
        </Button>
      </div>
    </fieldset>
  );
}
