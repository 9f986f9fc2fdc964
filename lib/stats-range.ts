/**
 * The Seoul calendar days a statistics view covers (decision 046). Days are 'YYYY-MM-DD'
 * keys of Korean calendar days; both ends are included. Pure: the API resolves a request's
 * range with it, and the console's range picker builds its links with the same rules.
 */

/** Without from/to, the last this-many Seoul days up to today. */
const DEFAULT_STATS_DAYS = 30;
/** The longest range one request may ask for (a leap year). */
export const MAX_STATS_DAYS = 366;
/** The range picker's presets. */
export const STATS_PRESET_DAYS = [7, 30, 90] as const;

const DAY_MS = 86_400_000;

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included (1 for the same day). */
export function daySpan(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The instant a Seoul day starts (Korea keeps no daylight saving: always +09:00). */
export function seoulDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

export type StatsRange = { from: string; to: string };

/**
 * The range a request means: `to` defaults to today (Seoul), `from` to the 30 days ending
 * at `to`. A range that ends before it starts, or spans more than 366 days, is refused with
 * the field at fault, worded for developers (the UI never builds one).
 */
export function resolveStatsRange(
  input: { from?: string; to?: string },
  today: string,
): { range: StatsRange } | { fieldErrors: Record<string, string[]> } {
  const to = input.to ?? today;
  const from = input.from ?? addDays(to, -(DEFAULT_STATS_DAYS - 1));
  if (from > to) return { fieldErrors: { [input.from ? 'query.from' : 'query.to']: ['must not be after to'] } };
  if (daySpan(from, to) > MAX_STATS_DAYS) {
    return { fieldErrors: { [input.from ? 'query.from' : 'query.to']: [`spans more than ${MAX_STATS_DAYS} days`] } };
  }
  return { range: { from, to } };
}
