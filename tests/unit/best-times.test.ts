import { describe, expect, it } from 'vitest';
import { bestTimesWindowStart, isoWeekday, weekGrid, type HourCount } from '@/lib/best-times';

// 2026-11-20 is a Friday; the window is the 56 days before it.
const TODAY = '2026-11-20';

describe('weekGrid', () => {
  it('averages each weekday over its occurrences since the first day with an event', () => {
    // From Monday 9 Nov to Thursday 19 Nov: two Mondays (9, 16), one Saturday (14).
    const counts: HourCount[] = [
      { day: '2026-11-09', hour: 14, count: 10 },
      { day: '2026-11-16', hour: 14, count: 6 },
      { day: '2026-11-16', hour: 11, count: 6 },
      { day: '2026-11-14', hour: 15, count: 20 },
    ];
    const grid = weekGrid(counts, TODAY)!;
    expect(grid.from).toBe('2026-11-09');
    expect(grid.to).toBe('2026-11-19');
    const monday = grid.days.find((d) => d.weekday === 1)!;
    expect(monday.hours[14]).toBe(8); // (10 + 6) / 2 Mondays
    expect(monday.hours[11]).toBe(3);
    expect(grid.days.find((d) => d.weekday === 6)!.hours[15]).toBe(20);
    expect(grid.days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(grid.openHours).toEqual({ from: 11, to: 15 });
    expect(grid.quietest).toEqual({ weekday: 1, hour: 11 });
    expect(grid.busiest).toEqual({ weekday: 6, hour: 15 });
  });

  it('is null on thin history: too few events or too few days', () => {
    expect(weekGrid([{ day: '2026-11-19', hour: 12, count: 100 }], TODAY)).toBeNull();
    expect(
      weekGrid(
        [
          { day: '2026-11-17', hour: 12, count: 5 },
          { day: '2026-11-18', hour: 12, count: 5 },
          { day: '2026-11-19', hour: 12, count: 5 },
        ],
        TODAY,
      ),
    ).toBeNull();
  });

  it('leaves out today (not over yet) and anything older than eight weeks', () => {
    const old = { day: bestTimesWindowStart(TODAY), hour: 12, count: 1 };
    const counts: HourCount[] = [
      { day: '2026-09-01', hour: 12, count: 500 },
      { day: TODAY, hour: 12, count: 500 },
      old,
      { day: '2026-11-18', hour: 12, count: 20 },
      { day: '2026-11-19', hour: 13, count: 20 },
    ];
    const grid = weekGrid(counts, TODAY)!;
    expect(grid.from).toBe(old.day);
    // Eight Wednesdays in the window: (20) / 8 = 2.5.
    expect(grid.days.find((d) => d.weekday === 3)!.hours[12]).toBe(2.5);
  });

  it('neither draws nor recommends a stray hour (under a tenth of the busiest)', () => {
    const counts: HourCount[] = [
      { day: '2026-11-16', hour: 12, count: 20 },
      { day: '2026-11-17', hour: 13, count: 10 },
      { day: '2026-11-18', hour: 14, count: 4 },
      // One team that joined at nine on one day.
      { day: '2026-11-19', hour: 9, count: 1 },
    ];
    const grid = weekGrid(counts, TODAY)!;
    expect(grid.openHours).toEqual({ from: 12, to: 14 });
    expect(grid.quietest).toEqual({ weekday: 3, hour: 14 });
  });

  it('clips the drawn hours when told, and never recommends an hour with nothing at all', () => {
    const counts: HourCount[] = [
      { day: '2026-11-17', hour: 2, count: 30 },
      { day: '2026-11-18', hour: 12, count: 4 },
      { day: '2026-11-19', hour: 18, count: 9 },
    ];
    const grid = weekGrid(counts, TODAY, { from: 10, to: 21 })!;
    expect(grid.openHours).toEqual({ from: 10, to: 21 });
    expect(grid.quietest).toEqual({ weekday: 3, hour: 12 });
    expect(grid.busiest).toEqual({ weekday: 4, hour: 18 });
  });
});

describe('isoWeekday', () => {
  it('counts Monday as 1 and Sunday as 7', () => {
    expect(['2026-11-16', '2026-11-20', '2026-11-22'].map(isoWeekday)).toEqual([1, 5, 7]);
  });
});
