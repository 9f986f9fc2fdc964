import { seoulDayKey } from '../period-type';

/**
 * The picks calendar's arithmetic on Korean calendar days ("YYYY-MM-DD" keys), kept apart
 * from the screen so it can be tested without a browser. Days are compared as strings,
 * which sort like the dates they name.
 */

/** "2026-11" */
export type MonthKey = `${number}-${number}`;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: string | null | undefined): value is MonthKey {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

/** The month holding a Korean day ("2026-11-28" -> "2026-11"). */
export function monthOfDay(day: string): MonthKey {
  return day.slice(0, 7) as MonthKey;
}

/** Today in Seoul ("2026-11-28"). */
export function todayInSeoul(now: number = Date.now()): string {
  return seoulDayKey(now);
}

/** Today's month in Seoul. */
export function currentMonth(now: number = Date.now()): MonthKey {
  return monthOfDay(seoulDayKey(now));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A month `delta` months after `month` ("2026-12", +1 -> "2027-01"). */
export function addMonths(month: MonthKey, delta: number): MonthKey {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}` as MonthKey;
}

/** The first and last days of a month. */
export function monthRange(month: MonthKey): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${pad(days)}` };
}

/** The day `delta` days after `day` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The month as weeks of seven cells, Sunday first as Korean calendars are; cells outside
 * the month are null.
 */
export function monthWeeks(month: MonthKey): (string | null)[][] {
  const { first, last } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

type CalendarSpot = {
  openDate: string;
  closeDate: string | null;
  preReservationStartedAt: string | null;
  preReservationEndedAt: string | null;
};

/** Running on that day (an open-ended pop-up runs on every day from its opening). */
export function runsOn(spot: CalendarSpot, day: string): boolean {
  return spot.openDate <= day && (spot.closeDate === null || spot.closeDate >= day);
}

/** Its pre-reservation window is open at some time of that Seoul day. */
export function preReservationOn(spot: CalendarSpot, day: string): boolean {
  if (!spot.preReservationStartedAt) return false;
  const start = seoulDayKey(spot.preReservationStartedAt);
  const end = seoulDayKey(spot.preReservationEndedAt ?? spot.preReservationStartedAt);
  return start <= day && day <= end;
}
