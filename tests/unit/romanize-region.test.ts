import { describe, expect, it } from 'vitest';
import { romanizeRegionName } from '@/server/services/regions/romanize-region';

describe('romanizeRegionName (fallback for regions without a stored English name)', () => {
  it('writes provinces as the official English names do', () => {
    expect(romanizeRegionName('서울', 1)).toBe('Seoul');
    expect(romanizeRegionName('서울특별시', 1)).toBe('Seoul');
    expect(romanizeRegionName('대구', 1)).toBe('Daegu');
    expect(romanizeRegionName('대구광역시', 1)).toBe('Daegu');
    expect(romanizeRegionName('광주', 1)).toBe('Gwangju');
    expect(romanizeRegionName('경기도', 1)).toBe('Gyeonggi-do');
    expect(romanizeRegionName('경기', 1)).toBe('Gyeonggi');
  });

  it('hyphenates the administrative unit of districts and neighbourhoods', () => {
    expect(romanizeRegionName('성동구', 2)).toBe('Seongdong-gu');
    expect(romanizeRegionName('중구', 2)).toBe('Jung-gu');
    expect(romanizeRegionName('성남시 분당구', 2)).toBe('Seongnam-si Bundang-gu');
    expect(romanizeRegionName('잠실동', 3)).toBe('Jamsil-dong');
    expect(romanizeRegionName('성수동1가', 3)).toBe('Seongsu-dong 1-ga');
  });
});
