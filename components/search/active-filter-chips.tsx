'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { CATEGORY_FILTERS, REGION_GROUP_KEYS } from '@/lib/search/search-options';
import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from '@/lib/search/search-params';
import { CloseIcon } from '@/components/ui/icons/close';

type Active = { key: string; label: string; without: () => SearchFilters };

/**
 * Each filter in force, as a chip under the list's tools (issue 31: after applying, only a
 * 'filters 3' badge remained, and taking one off meant reopening the sheet). A tap takes that
 * one off. The keyword has its own box and the sort its own control, so neither is here.
 */
export function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const t = useTranslations('search.filters');
  const regions = useTranslations('regions');
  const format = useFormatter();
  const day = (value: string) =>
    format.dateTime(new Date(`${value}T00:00:00+09:00`), { month: 'short', day: 'numeric', timeZone: 'Asia/Seoul' });

  const active: Active[] = [];
  if (filters.dateFilter === 'today') {
    active.push({ key: 'date', label: t('date.today'), without: () => withoutDate(filters) });
  } else if (filters.dateFilter === 'range' && filters.startDate) {
    const end = filters.endDate && filters.endDate !== filters.startDate ? filters.endDate : null;
    const label = end ? t('active.range', { start: day(filters.startDate), end: day(end) }) : day(filters.startDate);
    active.push({ key: 'date', label, without: () => withoutDate(filters) });
  }
  for (const category of CATEGORY_FILTERS.filter((value) => filters.categories.includes(value))) {
    active.push({
      key: `category-${category}`,
      label: t(`category.${category}`),
      without: () => ({ ...filters, categories: filters.categories.filter((value) => value !== category) }),
    });
  }
  for (const group of REGION_GROUP_KEYS.filter((value) => filters.regionGroups.includes(value))) {
    active.push({
      key: `region-${group}`,
      label: regions(group),
      without: () => ({ ...filters, regionGroups: filters.regionGroups.filter((value) => value !== group) }),
    });
  }
  if (active.length === 0) return null;

  return (
    <ul aria-label={t('active.label')} className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]">
      {active.map(({ key, label, without }) => (
        <li key={key} className="shrink-0">
          <button
            type="button"
            onClick={() => onChange(without())}
            aria-label={t('active.remove', { filter: label })}
            className="inline-flex min-h-tap items-center gap-1 rounded-full border border-brand bg-brand-soft pr-2.5 pl-3 text-label font-semibold text-brand-strong hover:bg-brand-soft/70"
          >
            {label}
            <CloseIcon width={14} height={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function withoutDate(filters: SearchFilters): SearchFilters {
  const { dateFilter, startDate, endDate } = DEFAULT_SEARCH_FILTERS;
  return { ...filters, dateFilter, startDate, endDate };
}
