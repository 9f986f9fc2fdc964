import { SERVICE_TIME_ZONE } from './client-constants';

/**
 * Dates as Korean days, whatever the reader's or the server's time zone: a pop-up's
 * schedule is a fact about Seoul, and server and browser must render the same text
 * (otherwise hydration mismatches).
 */
export type DateInput = Date | string | number;

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: SERVICE_TIME_ZONE });
    formatters.set(key, f);
  }
  return f;
}

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "2026. 11. 12." (ko), "Nov 12, 2026" (en): a day in the reader's language. */
export function formatSeoulDate(value: DateInput, locale: string): string {
  return formatter(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(toDate(value));
}

/** "2026. 11. 12. (목)": a day with its weekday, for schedules. */
export function formatSeoulDateWithWeekday(value: DateInput, locale: string): string {
  return formatter(locale, { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' }).format(toDate(value));
}

/** "2026. 11. 12. 14:30": day and 24-hour time, for pre-reservation windows. */
export function formatSeoulDateTime(value: DateInput, locale: string): string {
  return formatter(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(toDate(value));
}

/** "2026.11.12": compact numeric day used on cards, identical in every language. */
export function formatSeoulDotDate(value: DateInput): string {
  const parts = formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(toDate(value));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}.${get('month')}.${get('day')}`;
}

/** The spec's time helper: round down to the previous half hour (14:47 -> 14:30). */
export function floorToHalfHour(value: DateInput): Date {
  const halfHour = 30 * 60 * 1000;
  // Seoul's offset is a whole number of hours, so UTC half hours are Seoul half hours.
  return new Date(Math.floor(toDate(value).getTime() / halfHour) * halfHour);
}

/** "14:05": the Seoul wall-clock time, zero-padded 24-hour, for comparing with opening hours. */
export function seoulClock(value: DateInput): string {
  const parts = formatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    toDate(value),
  );
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('hour')}:${get('minute')}`;
}
