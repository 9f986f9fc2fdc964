import { describe, expect, it } from 'vitest';
import { pageOffset, toPage } from '@/server/services/shared/paging';

describe('the page envelope', () => {
  it('wraps a page of rows with the spec fields: number, size, totalElements, totalPages', () => {
    expect(toPage(['c', 'd'], { page: 1, size: 2 }, 5)).toEqual({
      content: ['c', 'd'],
      page: { number: 1, size: 2, totalElements: 5, totalPages: 3 },
    });
  });

  it('counts a last partial page, an exact fit, and no page when nothing matches', () => {
    expect(toPage([], { page: 0, size: 20 }, 41).page.totalPages).toBe(3);
    expect(toPage([], { page: 0, size: 20 }, 40).page.totalPages).toBe(2);
    expect(toPage([], { page: 0, size: 20 }, 0).page).toEqual({
      number: 0,
      size: 20,
      totalElements: 0,
      totalPages: 0,
    });
  });

  it('skips the rows of the pages before the requested one', () => {
    expect([0, 1, 7].map((page) => pageOffset({ page, size: 12 }))).toEqual([0, 12, 84]);
  });
});
