import type { MagazineListQuery } from '@/api/contracts/magazines';
import type { SpotSearchQuery } from '@/api/contracts/search';
import { DEFAULT_SEARCH_FILTERS, searchFiltersToParams, type SearchFilters } from '@/lib/search/search-params';
import type { Locale } from '@/lib/locales';

/** How many cards a home row shows before 'see all'. */
const HOME_ROW_SIZE = 10;

/** The home page's strip of the newest magazine posts. */
const HOME_MAGAZINE_SIZE = 4;

export type HomeRowKey = 'openNow' | 'openingSoon' | 'recommended';

/**
 * The home page's queries, shared by the page (server prefetch) and the sections (browser):
 * the query key is built from these objects, so both sides must ask with the same values.
 * Each row also names the search list that shows all of it ('see all').
 * - openNow: running now, best score first; all of it is the list filtered to today.
 * - openingSoon: not open yet, soonest opening first; the list sorted by opening day.
 * - recommended: 'most reviewed', pop-ups with reviews ordered by review count.
 */
export const HOME_ROWS: Record<HomeRowKey, { query: Omit<SpotSearchQuery, 'lang'>; list: Partial<SearchFilters> }> = {
  openNow: { query: { periodType: 'IN_PROGRESS', sort: 'score', size: HOME_ROW_SIZE }, list: { dateFilter: 'today' } },
  openingSoon: { query: { periodType: 'READY', sort: 'open_date', size: HOME_ROW_SIZE }, list: { sort: 'open_date' } },
  recommended: {
    query: { categories: 'REVIEW', sort: 'review', size: HOME_ROW_SIZE },
    list: { categories: ['REVIEW'], sort: 'review' },
  },
};

export function homeRowQuery(key: HomeRowKey, lang: Locale): SpotSearchQuery {
  return { ...HOME_ROWS[key].query, lang };
}

export function homeMagazineQuery(lang: Locale): MagazineListQuery {
  return { size: HOME_MAGAZINE_SIZE, lang };
}

/** /popup/list with the given filters, in the list page's own URL form. */
export function searchListHref(filters: Partial<SearchFilters>): string {
  const query = searchFiltersToParams({ ...DEFAULT_SEARCH_FILTERS, ...filters }).toString();
  return query ? `/popup/list?${query}` : '/popup/list';
}
