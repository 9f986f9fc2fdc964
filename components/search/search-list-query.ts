import type { SpotSearchQuery } from '@/api/contracts/search';
import type { GeoPosition } from '@/hooks/use-geolocation';
import { searchFiltersToQuery, type SearchFilters } from '@/lib/search/search-params';

/** Results per page of the endless list. */
const SEARCH_PAGE_SIZE = 20;

/**
 * The API query of the search list: the URL's filters, the page size, the language and,
 * when 'show distance' is on, the position. One function for the server's prefetch and the
 * browser's query, so both build the same query key and the browser starts from the
 * server's first page.
 */
export function searchListQuery(
  filters: SearchFilters,
  lang: NonNullable<SpotSearchQuery['lang']>,
  position: GeoPosition | null = null,
): Omit<SpotSearchQuery, 'page'> {
  return {
    ...searchFiltersToQuery(filters),
    sort: filters.sort,
    size: SEARCH_PAGE_SIZE,
    lang,
    ...(position ? { latitude: position.latitude, longitude: position.longitude } : {}),
  };
}
