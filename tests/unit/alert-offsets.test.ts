import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canSubmitOffsets,
  enabledOffsets,
  isAlertEntryVisible,
  isOffsetEnabled,
  minutesUntil,
  offsetsToSubmit,
} from '@/lib/alert-offsets';

const START = '2026-11-20T01:00:00Z'; // 20 Nov 10:00 KST
const MINUTE = 60 * 1000;
const before = (minutes: number) => new Date(new Date(START).getTime() - minutes * MINUTE);

// A fake clock: the rules take `now` explicitly, and callers pass Date.now(); pinning the
// system time shows both agree.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('minutesUntil', () => {
  it('counts fractional minutes, negative after the start', () => {
    vi.setSystemTime(before(90.5));
    expect(minutesUntil(START, Date.now())).toBe(90.5);
    expect(minutesUntil(START, before(-3))).toBe(-3);
  });
});

describe('isAlertEntryVisible', () => {
  it('is hidden without a pre-reservation start', () => {
    expect(isAlertEntryVisible(null, Date.now())).toBe(false);
    expect(isAlertEntryVisible(undefined, Date.now())).toBe(false);
  });

  it('shows while the start is more than 10 minutes away', () => {
    vi.setSystemTime(before(3 * 24 * 60));
    expect(isAlertEntryVisible(START, Date.now())).toBe(true);
    vi.setSystemTime(before(10).getTime() - 1000);
    expect(isAlertEntryVisible(START, Date.now())).toBe(true);
  });

  it('is hidden from 10 minutes before the start, and after it', () => {
    vi.setSystemTime(before(10));
    expect(isAlertEntryVisible(START, Date.now())).toBe(false);
    vi.setSystemTime(before(2));
    expect(isAlertEntryVisible(START, Date.now())).toBe(false);
    vi.setSystemTime(before(-60));
    expect(isAlertEntryVisible(START, Date.now())).toBe(false);
  });

  it('is hidden for an unreadable date', () => {
    expect(isAlertEntryVisible('not a date', Date.now())).toBe(false);
  });
});

describe('offsets', () => {
  it('all three are enabled more than a day ahead', () => {
    vi.setSystemTime(before(1441));
    expect(enabledOffsets(START, Date.now())).toEqual([1440, 60, 10]);
  });

  it('an offset is disabled once the start is within that many minutes (exactly N counts as within)', () => {
    expect(isOffsetEnabled(1440, START, before(1440))).toBe(false);
    expect(enabledOffsets(START, before(1440))).toEqual([60, 10]);
    expect(enabledOffsets(START, before(61))).toEqual([60, 10]);
    expect(enabledOffsets(START, before(60))).toEqual([10]);
    expect(enabledOffsets(START, before(11))).toEqual([10]);
    expect(enabledOffsets(START, before(10))).toEqual([]);
  });

  it('submits only chosen offsets that are still enabled, in order, without repeats', () => {
    vi.setSystemTime(before(120));
    expect(offsetsToSubmit([10, 1440, 60, 10], START, Date.now())).toEqual([60, 10]);
  });

  it('needs at least one enabled offset to submit', () => {
    vi.setSystemTime(before(120));
    expect(canSubmitOffsets([], START, Date.now())).toBe(false);
    expect(canSubmitOffsets([1440], START, Date.now())).toBe(false);
    expect(canSubmitOffsets([1440, 10], START, Date.now())).toBe(true);
    // The drawer was left open: time passes and the only choice expires.
    vi.setSystemTime(before(30));
    expect(canSubmitOffsets([60], START, Date.now())).toBe(false);
  });
});
