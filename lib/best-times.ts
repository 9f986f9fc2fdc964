/**
 * "Best time to go" (decision 041): how busy a pop-up usually is by weekday and hour, from
 * counts of events (joins of its waiting lines, or else views and votes) per Seoul day and
 * hour. Pure; the server counts, this averages.
 */

/** Events of one Seoul day ('YYYY-MM-DD') and hour (0-23). */
export interface HourCount {
  day: string;
  hour: number;
  count: number;
}

/** ISO weekday 1 (Monday) to 7 (Sunday), and an hour 0-23. */
interface WeekSlot {
  weekday: number;
  hour: number;
}

import type { WeekOpenHours } from './opening-hours';

export interface WeekGrid {
  /** The Seoul days averaged over (the first with an event, and yesterday). */
  from: string;
  to: string;
  /**
   * Monday first; per hour, the events on an average such weekday, to one decimal; and, when
   * the pop-up's hours are known, whether it is open in that hour.
   */
  days: { weekday: number; hours: number[]; open?: boolean[] }[];
  /** The hours worth drawing (inclusive). */
  openHours: { from: number; to: number };
  /** The quietest and the busiest hour with more than stray activity, within openHours and when open. */
  quietest: WeekSlot | null;
  busiest: WeekSlot | null;
}

/** Eight weeks: long enough to have seen each weekday several times, short enough to be current. */
const BEST_TIMES_DAYS = 56;
/** Hours this far below the busiest are stray events (a late ticket, a night's view), not opening hours. */
const STRAY_SHARE = 0.1;
/** Below either, the history says nothing yet. */
const BEST_TIMES_MIN_EVENTS = 30;
const BEST_TIMES_MIN_DAYS = 3;

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 Monday ... 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** The first Seoul day of the window that ends yesterday (today is not over yet). */
export function bestTimesWindowStart(today: string): string {
  return addDays(today, -BEST_TIMES_DAYS);
}

/**
 * Averages the counts of the window before `today` per weekday and hour: each weekday is
 * divided by how often it occurred since the first day with an event, so a pop-up that
 * opened two weeks ago is not averaged over eight. Null when the history is too thin.
 * `hours` clips what is drawn (views come at night too; visits do not); `open`, the pop-up's
 * own hours (opening-hours.ts), keeps closed hours out of the recommendation and, when known,
 * sets the hours drawn instead.
 */
export function weekGrid(
  counts: readonly HourCount[],
  today: string,
  hours?: { from: number; to: number },
  open?: WeekOpenHours | null,
): WeekGrid | null {
  const start = bestTimesWindowStart(today);
  const to = addDays(today, -1);
  const inWindow = counts.filter((c) => c.day >= start && c.day <= to && c.count > 0 && c.hour >= 0 && c.hour < 24);
  const total = inWindow.reduce((sum, c) => sum + c.count, 0);
  const days = new Set(inWindow.map((c) => c.day));
  if (total < BEST_TIMES_MIN_EVENTS || days.size < BEST_TIMES_MIN_DAYS) return null;

  const from = [...days].sort()[0];
  const occurrences = Array<number>(8).fill(0);
  for (let day = from; day <= to; day = addDays(day, 1)) occurrences[isoWeekday(day)] += 1;
  const sums = Array.from({ length: 8 }, () => Array<number>(24).fill(0));
  for (const c of inWindow) sums[isoWeekday(c.day)][c.hour] += c.count;
  const grid = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    hours: sums[weekday].map((sum) => (occurrences[weekday] ? Math.round((sum / occurrences[weekday]) * 10) / 10 : 0)),
    ...(open ? { open: open[weekday] } : {}),
  }));

  // The store's own hours, when known, say what to draw; else `hours`, else all of them.
  const openAnyDay = open ? Array.from({ length: 24 }, (_, h) => grid.some((d) => open[d.weekday][h])) : null;
  const drawn =
    openAnyDay && openAnyDay.some(Boolean)
      ? { from: openAnyDay.indexOf(true), to: openAnyDay.lastIndexOf(true) }
      : hours;
  const inHours = (h: number) => !drawn || (h >= drawn.from && h <= drawn.to);
  const isOpen = (weekday: number, h: number) => inHours(h) && (!open || open[weekday][h]);
  const peak = Math.max(0, ...grid.flatMap((d) => d.hours.filter((_, h) => isOpen(d.weekday, h))));
  // Zero is most likely closed (or a day off), and a tenth of the peak a stray: neither is a
  // quiet hour to recommend, nor an opening hour to draw.
  const floor = Math.max(Number.MIN_VALUE, peak * STRAY_SHARE);
  const active = Array.from({ length: 24 }, (_, h) => h).filter(
    (h) => inHours(h) && grid.some((d) => d.hours[h] >= floor),
  );
  const openHours = drawn ?? { from: Math.min(...active), to: Math.max(...active) };
  let quietest: WeekSlot | null = null;
  let busiest: WeekSlot | null = null;
  let low = Infinity;
  let high = 0;
  for (const { weekday, hours: values } of grid) {
    for (let hour = openHours.from; hour <= openHours.to; hour++) {
      const value = values[hour];
      // A closed hour is quiet because nobody can come: never the one to recommend.
      if (value < floor || !isOpen(weekday, hour)) continue;
      if (value < low) [low, quietest] = [value, { weekday, hour }];
      if (value > high) [high, busiest] = [value, { weekday, hour }];
    }
  }
  return { from, to, days: grid, openHours, quietest, busiest };
}
