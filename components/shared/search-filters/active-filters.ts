import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from '@/lib/search/search-params';

/**
 * How many filters (not the keyword) differ from the defaults: the date choice counts once,
 * each category and region group once, and a changed sort once where the page has a sort.
 * The filter button shows it while its panel is closed.
 */
export function countActiveFilters(filters: SearchFilters, { withSort = true } = {}): number {
  return (
    (filters.dateFilter !== DEFAULT_SEARCH_FILTERS.dateFilter ? 1 : 0) +
    filters.categories.length +
    filters.regionGroups.length +
    (withSort && filters.sort !== DEFAULT_SEARCH_FILTERS.sort ? 1 : 0)
  );
}
