import { describe, expect, it } from 'vitest';
import { periodType, seoulDayKey } from '@/lib/period-type';

// Instants are written in UTC; Seoul is UTC+9, so 15:00Z is midnight in Seoul.
describe('seoulDayKey', () => {
  it('uses the Korean calendar day', () => {
    expect(seoulDayKey('2026-11-11T14:59:59Z')).toBe('2026-11-11');
    expect(seoulDayKey('2026-11-11T15:00:00Z')).toBe('2026-11-12');
  });

  it('rejects invalid dates', () => {
    expect(() => seoulDayKey('not a date')).toThrow(RangeError);
  });
});

describe('periodType', () => {
  const open = '2026-11-10T01:00:00Z'; // 10 Nov 10:00 KST
  const close = '2026-11-20T09:00:00Z'; // 20 Nov 18:00 KST

  it('is READY before the opening day (Seoul time)', () => {
    expect(periodType(open, close, '2026-11-09T14:59:59Z')).toBe('READY'); // 9 Nov 23:59 KST
  });

  it('is IN_PROGRESS from the start of the opening day, even before the opening hour', () => {
    expect(periodType(open, close, '2026-11-09T15:00:00Z')).toBe('IN_PROGRESS'); // 10 Nov 00:00 KST
  });

  it('is IN_PROGRESS through the whole closing day', () => {
    expect(periodType(open, close, '2026-11-20T14:59:59Z')).toBe('IN_PROGRESS'); // 20 Nov 23:59 KST
  });

  it('is ENDED from the day after the closing day', () => {
    expect(periodType(open, close, '2026-11-20T15:00:00Z')).toBe('ENDED'); // 21 Nov 00:00 KST
  });

  it('never ends without a close date (to be announced)', () => {
    expect(periodType(open, null, '2030-01-01T00:00:00Z')).toBe('IN_PROGRESS');
    expect(periodType(open, undefined, '2026-11-01T00:00:00Z')).toBe('READY');
  });

  it('accepts Date objects and timestamps', () => {
    expect(periodType(new Date(open), new Date(close).getTime(), new Date('2026-11-15T00:00:00Z'))).toBe('IN_PROGRESS');
  });

  it('treats a one-day pop-up as running on that day only', () => {
    const day = '2026-12-24T03:00:00Z';
    expect(periodType(day, day, '2026-12-23T15:00:00Z')).toBe('IN_PROGRESS');
    expect(periodType(day, day, '2026-12-24T15:00:00Z')).toBe('ENDED');
  });
});
