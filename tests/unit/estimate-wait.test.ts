import { describe, expect, it } from 'vitest';
import {
  estimateWaitMinutes,
  roundWaitMinutes,
  waitModel,
  type CallOutcome,
  type RecentCall,
} from '@/lib/estimate-wait';

const NOW = Date.parse('2026-11-20T06:00:00Z'); // 15:00 in Seoul
const MIN = 60_000;

/** A call at `calledAt` of a team that joined three quarters of an hour before (a backed-up line). */
function call(calledAt: number, outcome: CallOutcome = 'ENTERED'): RecentCall {
  return { joinedAt: calledAt - 45 * MIN, calledAt, outcome };
}

/** Calls `gaps` minutes apart going back from `minutesAgo`, newest first, all entered unless told. */
function callsEvery(gaps: number[], minutesAgo = 2, outcome: CallOutcome = 'ENTERED'): RecentCall[] {
  const calls: RecentCall[] = [call(NOW - minutesAgo * MIN, outcome)];
  for (const gap of gaps) calls.push(call(calls[calls.length - 1].calledAt - gap * MIN, outcome));
  return calls;
}

describe('estimateWaitMinutes', () => {
  it('counts one call interval per team ahead, and one for my own call', () => {
    // Every 3 minutes: 4 teams ahead and me = 5 intervals.
    expect(estimateWaitMinutes(callsEvery([3, 3, 3, 3, 3]), 4, NOW)).toBe(15);
    // Nobody ahead: the next call is mine.
    expect(estimateWaitMinutes(callsEvery([3, 3, 3, 3]), 0, NOW)).toBe(3);
  });

  it('takes the median interval, so one slow or batched call does not move it', () => {
    const calls = callsEvery([4, 0, 4, 25, 4, 4]);
    expect(waitModel(calls, NOW)?.minutesPerCall).toBe(4);
    expect(estimateWaitMinutes(calls, 9, NOW)).toBe(40);
  });

  it('ignores gaps longer than half an hour (a break, the night) instead of averaging them in', () => {
    // Yesterday evening's calls, a night's gap, then this morning's.
    const calls = [...callsEvery([5, 5]), ...callsEvery([5, 5], 18 * 60)];
    expect(waitModel(calls, NOW)?.minutesPerCall).toBe(5);
    expect(estimateWaitMinutes(calls, 1, NOW)).toBe(10);
  });

  it("counts only intervals when the next team was already waiting: a quiet line's gaps are its arrivals", () => {
    // A team every 20 minutes, each called two minutes after joining: the store was never the wait.
    const quiet = [0, 20, 40, 60, 80].map((m) => ({
      joinedAt: NOW - (m + 4) * MIN,
      calledAt: NOW - (m + 2) * MIN,
      outcome: 'ENTERED' as const,
    }));
    expect(waitModel(quiet, NOW)).toBeNull();
    // The same calls with the teams waiting before: every 20 minutes is the store's pace.
    expect(
      waitModel(
        quiet.map((c) => call(c.calledAt)),
        NOW,
      )?.minutesPerCall,
    ).toBe(20);
  });

  it('gives no estimate on thin history: fewer than three intervals, or only pauses', () => {
    expect(estimateWaitMinutes([], 5, NOW)).toBeNull();
    expect(estimateWaitMinutes(callsEvery([3, 3]), 5, NOW)).toBeNull();
    expect(estimateWaitMinutes(callsEvery([45, 50, 60, 90]), 5, NOW)).toBeNull();
  });

  it('forgets calls older than a week, and calls in the future', () => {
    expect(estimateWaitMinutes(callsEvery([3, 3, 3, 3], 8 * 24 * 60), 5, NOW)).toBeNull();
    expect(estimateWaitMinutes(callsEvery([3, 3, 3, 3], -60), 5, NOW)).toBeNull();
  });

  it('uses the latest twenty intervals only', () => {
    // Twenty recent calls two minutes apart, before them a long slow stretch.
    const calls = [...callsEvery(Array(19).fill(2)), ...callsEvery(Array(30).fill(10), 2 + 19 * 2 + 10)];
    expect(waitModel(calls, NOW)?.minutesPerCall).toBe(2);
  });

  it('shrinks the teams ahead by the recent no-show rate', () => {
    // 3-minute pace among the 12 teams who came; 4 of the 16 called did not come.
    const came = callsEvery(Array(11).fill(3));
    const noShows = [1, 4, 7, 10].map((i) => call(came[i].calledAt - MIN, 'NO_SHOW'));
    const calls = [...came, ...noShows];
    expect(waitModel(calls, NOW)).toEqual({ minutesPerCall: 3, noShowRate: 0.25 });
    // 20 teams ahead, 15 of whom will come, and me: 16 intervals of 3 minutes = 48 -> 50.
    expect(estimateWaitMinutes(calls, 20, NOW)).toBe(50);
    // Without the no-shows the same line is 63 minutes -> 60.
    expect(estimateWaitMinutes(came, 20, NOW)).toBe(60);
  });

  it('does not trust a no-show rate from a handful of outcomes, nor one above a half', () => {
    const pending = callsEvery([3, 3, 3, 3], 2, 'PENDING');
    const fewOutcomes: RecentCall[] = [...pending, call(NOW - 30 * MIN, 'NO_SHOW'), call(NOW - 31 * MIN)];
    expect(waitModel(fewOutcomes, NOW)?.noShowRate).toBe(0);
    const mostlyNoShows: RecentCall[] = [
      ...callsEvery([3, 3, 3, 3, 3]),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => call(NOW - (20 + i) * MIN, 'NO_SHOW')),
    ];
    expect(waitModel(mostlyNoShows, NOW)?.noShowRate).toBe(0.5);
  });

  it('never answers less than a minute, even for a line that calls in batches', () => {
    expect(estimateWaitMinutes(callsEvery([0, 0, 0, 0]), 0, NOW)).toBe(1);
  });
});

describe('roundWaitMinutes', () => {
  it('is exact up to ten minutes, then to five, past an hour to ten', () => {
    expect([0, 0.2, 4.1, 10].map(roundWaitMinutes)).toEqual([1, 1, 5, 10]);
    expect([11, 12.4, 13, 58].map(roundWaitMinutes)).toEqual([10, 10, 15, 60]);
    expect([61, 64, 66, 124].map(roundWaitMinutes)).toEqual([60, 60, 70, 120]);
  });
});
