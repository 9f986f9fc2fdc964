import { describe, expect, it } from 'vitest';
import { bestTimesWindowStart, isoWeekday, weekGrid, type HourCount } from '@/lib/best-times';
import { parseOpeningHours } from '@/lib/opening-hours';

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

describe('weekGrid with the pop-up’s own hours', () => {
  it('never recommends, nor draws as busy, an hour the store is closed', () => {
    // Views come from 10:00 on Mondays; the store opens at 12:00 (issue 31: '월요일 11:00~12:00').
    const counts: HourCount[] = [];
    for (const day of ['2026-11-09', '2026-11-10', '2026-11-16']) {
      counts.push(
        { day, hour: 10, count: 2 },
        { day, hour: 11, count: 2 },
        { day, hour: 13, count: 6 },
        { day, hour: 14, count: 12 },
      );
    }
    const open = parseOpeningHours(['매일 12:00 - 20:00'])!;
    const grid = weekGrid(counts, TODAY, { from: 10, to: 21 }, open)!;
    expect(grid.quietest).toEqual({ weekday: 2, hour: 13 });
    expect(grid.openHours).toEqual({ from: 12, to: 19 });
    expect(grid.days[0].open?.[11]).toBe(false);
    expect(grid.days[0].open?.[12]).toBe(true);
  });

  it('skips a day off', () => {
    const counts: HourCount[] = [
      { day: '2026-11-09', hour: 12, count: 3 }, // Monday: the day off, a few views
      { day: '2026-11-10', hour: 12, count: 9 },
      { day: '2026-11-11', hour: 12, count: 20 },
      { day: '2026-11-12', hour: 12, count: 20 },
    ];
    const grid = weekGrid(counts, TODAY, undefined, parseOpeningHours(['화-일 10:00 - 20:00', '월요일 휴무']))!;
    expect(grid.quietest).toEqual({ weekday: 2, hour: 12 });
  });
});

describe('parseOpeningHours', () => {
  const openAt = (lines: string[], weekday: number) =>
    parseOpeningHours(lines)![weekday].flatMap((open, hour) => (open ? [hour] : []));

  it('reads every day, day ranges, weekdays and weekends', () => {
    expect(openAt(['매일 10:00 - 13:00'], 3)).toEqual([10, 11, 12]);
    expect(openAt(['월-목 11:00 - 13:00', '금-일 10:30 - 12:00'], 4)).toEqual([11, 12]);
    expect(openAt(['월-목 11:00 - 13:00', '금-일 10:30 - 12:00'], 6)).toEqual([10, 11]);
    expect(openAt(['평일 10:00 - 11:00', '주말 14:00 - 15:00'], 5)).toEqual([10]);
    expect(openAt(['평일 10:00 - 11:00', '주말 14:00 - 15:00'], 7)).toEqual([14]);
    expect(openAt(['토, 일 09:00 - 10:00'], 6)).toEqual([9]);
  });

  it('takes out days off and breaks, and runs past midnight into the next day', () => {
    expect(openAt(['화-일 08:00 - 10:00', '월요일 휴무'], 1)).toEqual([]);
    expect(openAt(['매일 11:00 - 18:00', '브레이크타임 14:00 - 16:00'], 2)).toEqual([11, 12, 13, 16, 17]);
    expect(openAt(['화-일 22:00 - 02:00'], 2)).toEqual([22, 23]);
    expect(openAt(['화-일 22:00 - 02:00'], 3)).toEqual([0, 1, 22, 23]);
  });

  it('does not take a syllable of another word for a day', () => {
    expect(openAt(['매일 10:00 - 11:00', '공휴일 휴무'], 7)).toEqual([10]);
  });

  it('is unknown when no line gives a time', () => {
    expect(parseOpeningHours([])).toBeNull();
    expect(parseOpeningHours(['우천 시 일부 프로그램 취소'])).toBeNull();
  });
});

describe('isoWeekday', () => {
  it('counts Monday as 1 and Sunday as 7', () => {
    expect(['2026-11-16', '2026-11-20', '2026-11-22'].map(isoWeekday)).toEqual([1, 5, 7]);
  });
});
