import {
  CATEGORY_FILTERS,
  DATE_FILTERS,
  LIST_SORT_OPTIONS,
  REGION_GROUP_KEYS,
  type CategoryFilter,
  type DateFilter,
  type ListSortOption,
  type RegionGroupKey,
} from '@/lib/search/search-options';
import { DAY_KEY_PATTERN, isDayKey } from '@/lib/day-key';

/**
 * The search list's and map's filters as they live in the page URL. The parameter names
 * and value forms are the API's (GET /v1/spots), so a shared or reloaded link rebuilds the
 * same search, and the API query is the URL state plus paging and position.
 */
export type SearchFilters = {
  keyword: string;
  dateFilter: DateFilter;
  /** YYYY-MM-DD, only with dateFilter 'range'. */
  startDate: string | null;
  endDate: string | null;
  categories: CategoryFilter[];
  regionGroups: RegionGroupKey[];
  sort: ListSortOption;
};

export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  keyword: '',
  dateFilter: 'all',
  startDate: null,
  endDate: null,
  categories: [],
  regionGroups: [],
  sort: 'score',
};

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function read(raw: RawParams, key: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(key) ?? undefined;
  const value = raw[key];
  return Array.isArray(value) ? value[0] : value;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined, fallback: T): T {
  return value && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Known values only, de-duplicated, in the catalogue's order (so URLs are canonical). */
function listOf<T extends string>(values: readonly T[], value: string | undefined): T[] {
  if (!value) return [];
  const wanted = new Set(value.split(','));
  return values.filter((v) => wanted.has(v));
}

/** A day as the URL and the date inputs write it: YYYY-MM-DD. */
export const DAY = DAY_KEY_PATTERN;

/** The longest date range the API accepts (GET /v1/spots answers 400 beyond it). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** Whole days from `start` to `end` (both YYYY-MM-DD). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** URL → filters. Unknown or malformed values fall back to the defaults instead of failing. */
export function parseSearchFilters(raw: RawParams): SearchFilters {
  const keyword = (read(raw, 'keyword') ?? '').trim().slice(0, 50);
  let dateFilter = oneOf(DATE_FILTERS, read(raw, 'dateFilter'), 'all');
  let startDate = read(raw, 'startDate') ?? null;
  let endDate = read(raw, 'endDate') ?? null;
  if (dateFilter === 'range') {
    if (!isDayKey(startDate)) startDate = null;
    if (!isDayKey(endDate)) endDate = startDate;
    if (!startDate && endDate) startDate = endDate;
    if (!startDate) dateFilter = 'all';
    else if (endDate && endDate < startDate) [startDate, endDate] = [endDate, startDate];
    // The API answers 400 past a year: a hand-edited URL gets the longest range it accepts.
    if (startDate && endDate && daysBetween(startDate, endDate) > MAX_RANGE_DAYS) {
      endDate = addDays(startDate, MAX_RANGE_DAYS);
    }
  }
  if (dateFilter !== 'range') {
    startDate = null;
    endDate = null;
  }
  return {
    keyword,
    dateFilter,
    startDate,
    endDate,
    categories: listOf(CATEGORY_FILTERS, read(raw, 'categories')),
    regionGroups: listOf(REGION_GROUP_KEYS, read(raw, 'regionGroups')),
    sort: oneOf(LIST_SORT_OPTIONS, read(raw, 'sort'), 'score'),
  };
}

/** Filters → URL query (defaults left out, so the plain list is just /popup/list). */
export function searchFiltersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.dateFilter !== 'all') params.set('dateFilter', filters.dateFilter);
  if (filters.dateFilter === 'range' && filters.startDate) {
    params.set('startDate', filters.startDate);
    params.set('endDate', filters.endDate ?? filters.startDate);
  }
  if (filters.categories.length) params.set('categories', filters.categories.join(','));
  if (filters.regionGroups.length) params.set('regionGroups', filters.regionGroups.join(','));
  if (filters.sort !== 'score') params.set('sort', filters.sort);
  return params;
}

/** Filters → the API's query fields (GET /v1/spots and GET /v1/spots/map share them). */
export function searchFiltersToQuery(filters: SearchFilters) {
  return {
    keyword: filters.keyword || undefined,
    dateFilter: filters.dateFilter,
    startDate: filters.dateFilter === 'range' ? (filters.startDate ?? undefined) : undefined,
    endDate: filters.dateFilter === 'range' ? (filters.endDate ?? undefined) : undefined,
    categories: filters.categories.length ? filters.categories.join(',') : undefined,
    regionGroups: filters.regionGroups.length ? filters.regionGroups.join(',') : undefined,
  };
}
