import { describe, expect, it } from 'vitest';
import { isDayKey } from '@/lib/day-key';
import { addDays, daySpan, resolveStatsRange, seoulDayStart } from '@/lib/stats-range';

describe('the statistics range (Seoul days)', () => {
  it('defaults to the 30 days up to today, or up to the given end', () => {
    expect(resolveStatsRange({}, '2026-03-10')).toEqual({ range: { from: '2026-02-09', to: '2026-03-10' } });
    expect(resolveStatsRange({ to: '2026-01-30' }, '2026-03-10')).toEqual({
      range: { from: '2026-01-01', to: '2026-01-30' },
    });
  });

  it('takes up to 366 days, both ends included, and names the field at fault otherwise', () => {
    expect(resolveStatsRange({ from: '2024-01-01', to: '2024-12-31' }, '2026-03-10')).toHaveProperty('range');
    expect(resolveStatsRange({ from: '2025-01-01', to: '2026-01-02' }, '2026-03-10')).toEqual({
      fieldErrors: { 'query.from': ['spans more than 366 days'] },
    });
    expect(resolveStatsRange({ from: '2026-03-11' }, '2026-03-10')).toEqual({
      fieldErrors: { 'query.from': ['must not be after to'] },
    });
  });

  it('counts calendar days across month ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daySpan('2026-03-01', '2026-03-01')).toBe(1);
    expect(daySpan('2024-01-01', '2024-12-31')).toBe(366);
    expect(isDayKey('2026-02-30')).toBe(false);
    expect(isDayKey('2026-2-3')).toBe(false);
    expect(isDayKey('2024-02-29')).toBe(true);
  });

  it('starts a Seoul day at 15:00 UTC the day before', () => {
    expect(seoulDayStart('2026-03-02').toISOString()).toBe('2026-03-01T15:00:00.000Z');
  });
});
