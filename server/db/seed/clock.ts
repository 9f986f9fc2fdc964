import { seoulDayKey } from '../../../lib/period-type';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Korea is UTC+9 all year. */
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

/**
 * Dates of the seed relative to one "now", so that period states (READY / IN_PROGRESS /
 * ENDED), pre-reservation windows and "recent" picks mean the same thing whenever the seed
 * runs. Calendar days are Seoul days ('YYYY-MM-DD').
 */
export class SeedClock {
  readonly now: Date;
  /** Today's Seoul calendar day. */
  readonly today: string;

  constructor(now: Date) {
    this.now = now;
    this.today = seoulDayKey(now);
  }

  /** The Seoul day `days` after today (negative: before). */
  day(days: number): string {
    return addDays(this.today, days);
  }

  /** An instant relative to now. */
  ago(parts: { days?: number; hours?: number; minutes?: number }): Date {
    return new Date(
      this.now.getTime() -
        ((parts.days ?? 0) * DAY_MS + (parts.hours ?? 0) * HOUR_MS + (parts.minutes ?? 0) * MINUTE_MS),
    );
  }

  later(parts: { days?: number; hours?: number; minutes?: number }): Date {
    return new Date(
      this.now.getTime() +
        ((parts.days ?? 0) * DAY_MS + (parts.hours ?? 0) * HOUR_MS + (parts.minutes ?? 0) * MINUTE_MS),
    );
  }

  /** The instant of a Seoul wall-clock time on a Seoul day ('2026-11-20', 14, 30). */
  at(day: string, hour: number, minute = 0): Date {
    return new Date(Date.parse(`${day}T00:00:00Z`) - SEOUL_OFFSET_MS + hour * HOUR_MS + minute * MINUTE_MS);
  }

  /** Never later than now: seeded history must not lie in the future. */
  clampPast(date: Date): Date {
    return date.getTime() > this.now.getTime() ? new Date(this.now.getTime() - MINUTE_MS) : date;
  }
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}
