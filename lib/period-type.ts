/**
 * A pop-up's period status, computed on Korean calendar days: a pop-up that closes on
 * 12 Nov is still "in progress" at 23:59 KST on 12 Nov, wherever the server or reader is.
 */
export type PeriodType = 'READY' | 'IN_PROGRESS' | 'ENDED';

type DateInput = Date | string | number;

// Korea has used UTC+9 without daylight saving since 1988, so a fixed offset gives the same
// day as Intl with timeZone 'Asia/Seoul', without the formatter's cost in list renders.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/** The Korean calendar day of an instant as a sortable key, e.g. "2026-11-12". */
export function seoulDayKey(value: DateInput): string {
  return new Date(toDate(value).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * READY before the opening day, ENDED after the closing day, otherwise IN_PROGRESS.
 * Without a close date (to be announced) a pop-up that has opened stays IN_PROGRESS.
 */
export function periodType(
  openDate: DateInput,
  closeDate: DateInput | null | undefined,
  now: DateInput = new Date(),
): PeriodType {
  const today = seoulDayKey(now);
  if (today < seoulDayKey(openDate)) return 'READY';
  if (closeDate !== null && closeDate !== undefined && today > seoulDayKey(closeDate)) return 'ENDED';
  return 'IN_PROGRESS';
}
