import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from '@/lib/search/search-params';

/**
 * How many filters (not the keyword, nor the list's order, which have controls of their own)
 * differ from the defaults: the date choice counts once, each category and region group once.
 * The filter button shows it while its panel is closed.
 */
export function countActiveFilters(filters: SearchFilters): number {
  return (
    (filters.dateFilter !== DEFAULT_SEARCH_FILTERS.dateFilter ? 1 : 0) +
    filters.categories.length +
    filters.regionGroups.length
  );
}
