import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_FILTERS,
  MAX_RANGE_DAYS,
  parseSearchFilters,
  searchFiltersToParams,
  searchFiltersToQuery,
  type SearchFilters,
} from '@/lib/search/search-params';
import { urlWithFilters } from '@/hooks/use-search-filters';
import { searchListQuery } from '@/components/search/search-list-query';

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));

describe('search filters in the URL', () => {
  it('the plain list has no parameters: defaults are left out', () => {
    expect(parse('')).toEqual(DEFAULT_SEARCH_FILTERS);
    expect(searchFiltersToParams(DEFAULT_SEARCH_FILTERS).toString()).toBe('');
    expect(searchFiltersToParams({ ...DEFAULT_SEARCH_FILTERS, sort: 'score', dateFilter: 'all' }).size).toBe(0);
  });

  it('round-trips every kind of filter', () => {
    const filters: SearchFilters = {
      keyword: '성수 팝업',
      dateFilter: 'range',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      categories: ['PRE_RESERVATION', 'WAITING'],
      regionGroups: ['SEONGSU', 'GYEONGGI_INCHEON'],
      sort: 'close_date',
    };
    const params = searchFiltersToParams(filters);
    expect(params.toString()).toBe(
      'keyword=%EC%84%B1%EC%88%98+%ED%8C%9D%EC%97%85&dateFilter=range&startDate=2026-11-01&endDate=2026-11-30' +
        '&categories=PRE_RESERVATION%2CWAITING&regionGroups=SEONGSU%2CGYEONGGI_INCHEON&sort=close_date',
    );
    expect(parseSearchFilters(params)).toEqual(filters);
    // The server reads the same values from Next's searchParams object.
    expect(parseSearchFilters(Object.fromEntries(params))).toEqual(filters);
  });

  it('round-trips today and single values', () => {
    const filters: SearchFilters = {
      ...DEFAULT_SEARCH_FILTERS,
      dateFilter: 'today',
      categories: ['BENEFIT'],
      sort: 'review',
    };
    expect(parse(searchFiltersToParams(filters).toString())).toEqual(filters);
  });

  it('drops unknown or malformed values instead of failing', () => {
    expect(
      parse('dateFilter=someday&categories=BENEFIT,NOPE,,WAITING&regionGroups=MOON&sort=price&startDate=2026-01-01'),
    ).toEqual({ ...DEFAULT_SEARCH_FILTERS, categories: ['BENEFIT', 'WAITING'] });
    // Dates only count with dateFilter=range.
    expect(parse('startDate=2026-01-01&endDate=2026-01-02')).toEqual(DEFAULT_SEARCH_FILTERS);
  });

  it('puts lists in catalogue order without duplicates (one URL per search)', () => {
    const filters = parse('categories=WAITING,BENEFIT,WAITING&regionGroups=ETC,SEONGSU');
    expect(filters.categories).toEqual(['BENEFIT', 'WAITING']);
    expect(filters.regionGroups).toEqual(['SEONGSU', 'ETC']);
    expect(searchFiltersToParams(filters).get('categories')).toBe('BENEFIT,WAITING');
  });

  it('trims the keyword and keeps at most 50 characters', () => {
    expect(parse('keyword=%20%20%EC%84%B1%EC%88%98%20').keyword).toBe('성수');
    expect(parse(`keyword=${'가'.repeat(80)}`).keyword).toHaveLength(50);
    expect(parse('keyword=%20%20')).toEqual(DEFAULT_SEARCH_FILTERS);
  });

  describe('date ranges are normalised', () => {
    it('swaps a reversed range', () => {
      expect(parse('dateFilter=range&startDate=2026-11-30&endDate=2026-11-01')).toMatchObject({
        dateFilter: 'range',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      });
    });

    it('a missing or invalid end is the start day; a missing start is the end day', () => {
      expect(parse('dateFilter=range&startDate=2026-11-03')).toMatchObject({
        startDate: '2026-11-03',
        endDate: '2026-11-03',
      });
      expect(parse('dateFilter=range&startDate=2026-11-03&endDate=tomorrow')).toMatchObject({
        endDate: '2026-11-03',
      });
      expect(parse('dateFilter=range&endDate=2026-11-09')).toMatchObject({
        dateFilter: 'range',
        startDate: '2026-11-09',
        endDate: '2026-11-09',
      });
    });

    it('a range without any valid day falls back to all', () => {
      expect(parse('dateFilter=range')).toEqual(DEFAULT_SEARCH_FILTERS);
      expect(parse('dateFilter=range&startDate=2026-02-30&endDate=11/03/2026')).toEqual(DEFAULT_SEARCH_FILTERS);
    });

    it('caps a range at the longest the API accepts', () => {
      const filters = parse('dateFilter=range&startDate=2026-01-01&endDate=2030-01-01');
      expect(filters.startDate).toBe('2026-01-01');
      expect(filters.endDate).toBe('2027-01-02');
      expect(MAX_RANGE_DAYS).toBe(366);
    });

    it('writes both days of a one-day range', () => {
      const params = searchFiltersToParams({
        ...DEFAULT_SEARCH_FILTERS,
        dateFilter: 'range',
        startDate: '2026-11-03',
        endDate: null,
      });
      expect(params.get('endDate')).toBe('2026-11-03');
    });
  });

  it('becomes the API query the list and map send', () => {
    const filters = parse('keyword=성수&dateFilter=range&startDate=2026-11-01&endDate=2026-11-02&regionGroups=SEONGSU');
    expect(searchFiltersToQuery(filters)).toEqual({
      keyword: '성수',
      dateFilter: 'range',
      startDate: '2026-11-01',
      endDate: '2026-11-02',
      categories: undefined,
      regionGroups: 'SEONGSU',
    });
    expect(searchListQuery(filters, 'en', { latitude: 37.5, longitude: 127 })).toMatchObject({
      sort: 'score',
      size: 20,
      lang: 'en',
      latitude: 37.5,
      longitude: 127,
    });
    // No position: no coordinates at all (the query key then matches the server's prefetch).
    expect(Object.keys(searchListQuery(filters, 'ko'))).not.toContain('latitude');
  });

  it('rewrites only the filter parameters of the current URL', () => {
    const filters = { ...DEFAULT_SEARCH_FILTERS, keyword: '잠실', categories: ['REVIEW' as const] };
    expect(urlWithFilters('http://localhost/en/popup/list?sort=review&utm_source=online#top', filters)).toBe(
      '/en/popup/list?utm_source=online&keyword=%EC%9E%A0%EC%8B%A4&categories=REVIEW#top',
    );
    expect(urlWithFilters('http://localhost/popup/list?keyword=x', DEFAULT_SEARCH_FILTERS)).toBe('/popup/list');
  });
});
