import {
  ALERT_ENTRY_POINT_LIMIT_MINUTES,
  ALERT_OFFSETS_MINUTES,
  type AlertOffsetMinutes,
} from './popup-detail-constants';

/**
 * The pre-reservation alert rules (spec 4 and 5), pure so that the button, the drawer and
 * the tests share them and a fake clock can drive them.
 *
 * - The entry button shows only while the start is more than ALERT_ENTRY_POINT_LIMIT_MINUTES
 *   away. (Spec 4 words it as "when the start is within the limit"; read literally the button
 *   would appear only in the last 10 minutes, when every offset, 10 minutes included, is
 *   already disabled by spec 5's rule. The limit is where the entry point stops.)
 * - An offset is disabled when the start is within that many minutes: a "24 hours before"
 *   alert makes no sense 3 hours before the start. Exactly N minutes away counts as within.
 */

type Instant = Date | string | number;

const MINUTE_MS = 60 * 1000;

function toMs(value: Instant): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/** Minutes (fractional) from `now` until `startAt`; negative once it has started. */
export function minutesUntil(startAt: Instant, now: Instant): number {
  return (toMs(startAt) - toMs(now)) / MINUTE_MS;
}

/** Whether the 'pre-reservation alert' button shows at all. */
export function isAlertEntryVisible(startAt: Instant | null | undefined, now: Instant): boolean {
  if (startAt === null || startAt === undefined) return false;
  const minutes = minutesUntil(startAt, now);
  return Number.isFinite(minutes) && minutes > ALERT_ENTRY_POINT_LIMIT_MINUTES;
}

/** Whether one offset can still be chosen at `now`. */
export function isOffsetEnabled(offset: AlertOffsetMinutes, startAt: Instant, now: Instant): boolean {
  const minutes = minutesUntil(startAt, now);
  return Number.isFinite(minutes) && minutes > offset;
}

/** The offsets that can be chosen at `now`, in the product's order (24 h, 1 h, 10 min). */
export function enabledOffsets(startAt: Instant, now: Instant): AlertOffsetMinutes[] {
  return ALERT_OFFSETS_MINUTES.filter((offset) => isOffsetEnabled(offset, startAt, now));
}

/**
 * The choice that is actually sent: chosen offsets that are still enabled (time may have
 * passed since the drawer opened), in the product's order, without repeats.
 */
export function offsetsToSubmit(
  chosen: Iterable<AlertOffsetMinutes>,
  startAt: Instant,
  now: Instant,
): AlertOffsetMinutes[] {
  const set = new Set(chosen);
  return enabledOffsets(startAt, now).filter((offset) => set.has(offset));
}

/** Submit is allowed with at least one enabled offset chosen. */
export function canSubmitOffsets(chosen: Iterable<AlertOffsetMinutes>, startAt: Instant, now: Instant): boolean {
  return offsetsToSubmit(chosen, startAt, now).length > 0;
}
