import { formatter, toDate, type DateInput } from './format-date';

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
