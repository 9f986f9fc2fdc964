import 'server-only';
import type { z } from 'zod';
import type { spotFilterQueryShape } from '@/api/contracts/search';
import type { CategoryFilter, RegionGroupKey } from '@/lib/constants';
import type { SpotSearchFilters } from '../../db/sql/search-spots';

type FilterQuery = Omit<
  { [K in keyof typeof spotFilterQueryShape]: z.output<(typeof spotFilterQueryShape)[K]> },
  'lang'
>;

/** 'a,b,,c' → ['a','b','c'] without repeats (the contract already checked the values). */
function csv<T extends string>(value: string | undefined): T[] {
  return [...new Set((value ?? '').split(',').filter(Boolean))] as T[];
}

/**
 * The validated query of GET /v1/spots or /v1/spots/map as search filters. The keyword
 * is trimmed with inner runs of spaces collapsed (the log and the ranking show it so).
 */
export function searchFiltersOf(query: Partial<FilterQuery> & Pick<FilterQuery, 'dateFilter'>): SpotSearchFilters {
  const keyword = query.keyword?.trim().replace(/\s+/g, ' ');
  return {
    keyword: keyword || undefined,
    dateFilter: query.dateFilter,
    startDate: query.startDate,
    endDate: query.endDate,
    categories: csv<CategoryFilter>(query.categories),
    regionGroups: csv<RegionGroupKey>(query.regionGroups),
    types: csv<SpotSearchFilters['types'][number]>(query.types),
    periodType: query.periodType,
  };
}
