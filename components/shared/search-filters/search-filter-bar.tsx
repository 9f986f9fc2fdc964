'use client';

import { useTranslations } from 'next-intl';
import { CATEGORY_FILTERS, REGION_GROUP_KEYS } from '@/lib/search/search-options';
import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from '@/lib/search/search-params';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons/refresh';
import { countActiveFilters } from './active-filters';
import { DateFilter } from './date-filter';
import { ToggleChips, toggled } from './toggle-chips';

type Props = {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
};

/**
 * The search filters shared by the list (/popup/list) and the map (/popup/map): date, the
 * four feature categories, region groups and a reset (the list's order is on the list,
 * ListSortSelect). Controlled and self-contained:
 * it shows `filters` and reports every change as a whole new filter object, so each page
 * decides where the state lives (both keep it in the URL). Reset clears the filters, not the
 * keyword the reader typed nor the order.
 */
export function SearchFilterBar({ filters, onChange }: Props) {
  const t = useTranslations('search.filters');
  const regions = useTranslations('regions');

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
      <div className="flex items-center justify-end gap-3">
        <Button
          variant="ghost"
          size="sm"
          icon={<RefreshIcon width={16} height={16} />}
          onClick={() => onChange({ ...DEFAULT_SEARCH_FILTERS, keyword: filters.keyword, sort: filters.sort })}
          disabled={countActiveFilters(filters) === 0}
        >
          {t('reset')}
        </Button>
      </div>
    </fieldset>
  );
}
