import { describe, expect, it } from 'vitest';
import {
  addMonths,
  currentMonth,
  isMonthKey,
  monthRange,
  monthWeeks,
  preReservationOn,
  runsOn,
} from '@/lib/picks/calendar-month';

describe('picks calendar months', () => {
  it('lays a month out in weeks from Sunday, with blanks around it', () => {
    // 1 November 2026 is a Sunday; the 30th a Monday.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2027 starts on a Monday and has 28 days.
    expect(monthWeeks('2027-02')[0][0]).toBeNull();
    expect(monthRange('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(monthRange('2028-02').last).toBe('2028-02-29');
  });

  it('steps across years and reads months in Seoul', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', -13)).toBe('2025-10');
    // 30 November, 15:30 UTC is already 1 December in Seoul.
    expect(currentMonth(Date.parse('2026-11-30T15:30:00Z'))).toBe('2026-12');
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-1')).toBe(false);
  });

  it('knows which days a pop-up runs and its pre-reservation is open, on Seoul days', () => {
    const spot = {
      openDate: '2026-11-20',
      closeDate: '2026-11-25',
      // 30 Nov 23:30 to 1 Dec 00:30 in Seoul.
      preReservationStartedAt: '2026-11-30T14:30:00.000Z',
      preReservationEndedAt: '2026-11-30T15:30:00.000Z',
    };
    expect(runsOn(spot, '2026-11-19')).toBe(false);
    expect(runsOn(spot, '2026-11-20')).toBe(true);
    expect(runsOn(spot, '2026-11-25')).toBe(true);
    expect(runsOn(spot, '2026-11-26')).toBe(false);
    expect(runsOn({ ...spot, closeDate: null }, '2030-01-01')).toBe(true);
    expect(preReservationOn(spot, '2026-11-29')).toBe(false);
    expect(preReservationOn(spot, '2026-11-30')).toBe(true);
    expect(preReservationOn(spot, '2026-12-01')).toBe(true);
    expect(preReservationOn(spot, '2026-12-02')).toBe(false);
    expect(preReservationOn({ ...spot, preReservationEndedAt: null }, '2026-12-01')).toBe(false);
    expect(preReservationOn({ ...spot, preReservationStartedAt: null }, '2026-11-30')).toBe(false);
  });
});
