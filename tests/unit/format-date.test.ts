import { describe, expect, it } from 'vitest';
import {
  floorToHalfHour,
  formatSeoulDate,
  formatSeoulDateTime,
  formatSeoulDateWithWeekday,
  formatSeoulDotDate,
} from '@/lib/format-date';

// 15:30Z on 11 Nov is 00:30 on 12 Nov in Seoul: every formatter must show the 12th.
const lateUtc = '2026-11-11T15:30:00Z';

describe('Seoul date formatting', () => {
  it('formats the Korean day in each language', () => {
    expect(formatSeoulDate(lateUtc, 'ko')).toBe('2026년 11월 12일');
    expect(formatSeoulDate(lateUtc, 'en')).toBe('Nov 12, 2026');
    expect(formatSeoulDate(lateUtc, 'ja')).toContain('12');
    expect(formatSeoulDate(lateUtc, 'zh')).toContain('12');
  });

  it('adds the weekday', () => {
    expect(formatSeoulDateWithWeekday(lateUtc, 'ko')).toContain('(목)');
    expect(formatSeoulDateWithWeekday(lateUtc, 'en')).toContain('Thu');
  });

  it('formats day and 24-hour time', () => {
    expect(formatSeoulDateTime(lateUtc, 'en')).toContain('00:30');
    expect(formatSeoulDateTime('2026-11-12T05:05:00Z', 'ko')).toContain('14:05');
  });

  it('formats compact dotted days identically in every language', () => {
    expect(formatSeoulDotDate(lateUtc)).toBe('2026.11.12');
    expect(formatSeoulDotDate(new Date('2026-01-01T00:00:00Z'))).toBe('2026.01.01');
  });
});

describe('floorToHalfHour', () => {
  it('rounds down to the previous half hour', () => {
    expect(floorToHalfHour('2026-11-12T05:47:12Z').toISOString()).toBe('2026-11-12T05:30:00.000Z');
    expect(floorToHalfHour('2026-11-12T05:29:59Z').toISOString()).toBe('2026-11-12T05:00:00.000Z');
    expect(floorToHalfHour('2026-11-12T05:30:00Z').toISOString()).toBe('2026-11-12T05:30:00.000Z');
  });
});
