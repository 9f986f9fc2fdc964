import { SERVICE_TIME_ZONE } from './constants';

/**
 * Dates as Korean days, whatever the reader's or the server's time zone: a pop-up's
 * schedule is a fact about Seoul, and server and browser must render the same text
 * (otherwise hydration mismatches).
 */
type DateInput = Date | string | number;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: SERVICE_TIME_ZONE });
    formatters.set(key, f);
  }
  return f;
}

function toDate(value: DateInput): Date {
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

/** The morning and afternoon words of the reader's language (common.dayPeriod in the locale files). */
export type DayPeriodWords = { am: string; pm: string };

/**
 * A Seoul clock time, "오전 12:22" (ko), "12:22 AM" (en), "00:22" (ja, zh), optionally after
 * its day ("11월 12일 오전 12:22"). Server and browser must print the same text, but their
 * ICU data disagree: Node's ICU writes Korean's day period as "AM" where Chromium writes
 * "오전", and some versions put a narrow no-break space before "AM". So Intl supplies only what
 * all of them agree on (the order of the parts and the digits); the day period word comes
 * from the locale files, chosen by the Seoul hour, and spaces are plain spaces.
 */
export function formatSeoulTime(
  value: DateInput,
  locale: string,
  dayPeriods: DayPeriodWords,
  options: { withDate?: boolean } = {},
): string {
  const date = toDate(value);
  const hour = Number(
    formatter('en-GB', { hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .find((p) => p.type === 'hour')?.value,
  );
  const dayPeriod = hour < 12 ? dayPeriods.am : dayPeriods.pm;
  return formatter(locale, {
    ...(options.withDate ? { month: 'short', day: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  })
    .formatToParts(date)
    .map((part) => (part.type === 'dayPeriod' ? dayPeriod : part.value.replace(/[\u00a0\u202f]/g, ' ')))
    .join('');
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
