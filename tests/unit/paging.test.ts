import { describe, expect, it, vi } from 'vitest';
import { pageOffset, pageTotal, toPage } from '@/server/services/shared/paging';

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

describe('the total of a page', () => {
  const counted = (n: number) => vi.fn(async () => n);

  it('is told by a page that is neither full nor past the end, without counting', async () => {
    const count = counted(99);
    expect(await pageTotal(3, { page: 0, size: 20 }, count)).toBe(3);
    expect(await pageTotal(5, { page: 2, size: 20 }, count)).toBe(45);
    expect(await pageTotal(0, { page: 0, size: 20 }, count)).toBe(0);
    expect(count).not.toHaveBeenCalled();
  });

  it('is counted after a full page (more may follow) and past the end', async () => {
    expect(await pageTotal(20, { page: 0, size: 20 }, counted(20))).toBe(20);
    expect(await pageTotal(20, { page: 1, size: 20 }, counted(57))).toBe(57);
    expect(await pageTotal(0, { page: 3, size: 20 }, counted(41))).toBe(41);
  });
});
