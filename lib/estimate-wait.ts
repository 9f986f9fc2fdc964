/**
 * The estimated wait of a waiting line, from the line's own recent calls (decision 041).
 * Pure: the server gathers the history (server/services/queues/queue-wait-history.ts), this
 * turns it into minutes, so the rules are tested without a database.
 *
 * The model: the store calls teams one after another; the typical time between two calls
 * (the median, so one slow or batched call does not move it) is what each team ahead of me
 * costs. Only intervals in which the line was backed up count: when the next team had
 * joined before the previous call, its call waited for the store; otherwise it waited for
 * the team to arrive, and a quiet line's calls measure its arrivals, not its pace. A team
 * that will not come when called costs nothing, so the teams ahead shrink by the line's
 * recent no-show rate. My own call is one more interval. Too little history gives no
 * estimate (null) rather than a made-up number.
 */

/** What became of one recent call (a ticket with a call time). */
export type CallOutcome = 'PENDING' | 'ENTERED' | 'NO_SHOW' | 'OTHER';

export interface RecentCall {
  /** When the team joined the line (epoch milliseconds). */
  joinedAt: number;
  /** When the team was called (epoch milliseconds). */
  calledAt: number;
  /** PENDING: called, not yet in; OTHER: cancelled after the call. */
  outcome: CallOutcome;
}

/** Only calls this recent count: a line reopening after a month is a new line. */
const WAIT_HISTORY_DAYS = 7;
/** The intervals between the most recent this-many-plus-one calls. */
const WAIT_HISTORY_CALLS = 20;
/** Longer gaps between calls are pauses (a break, closing time), not the pace of the line. */
const WAIT_PAUSE_MINUTES = 30;
/** Fewer intervals than this: no estimate. */
const WAIT_MIN_INTERVALS = 3;
/** The no-show rate is read from this many recent outcomes at most, and needs at least the minimum. */
export const NO_SHOW_HISTORY_CALLS = 50;
const NO_SHOW_MIN_OUTCOMES = 5;
/** A rate above this is a line in trouble, not a forecast: never shrink the line by more. */
const NO_SHOW_RATE_CAP = 0.5;
/** A line that calls in batches (several teams in one minute) still takes some time per team. */
const MIN_MINUTES_PER_CALL = 0.5;

const MINUTE_MS = 60_000;

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Minutes shown to people: exact when short, then to 5 minutes, past an hour to 10. */
export function roundWaitMinutes(minutes: number): number {
  if (minutes <= 10) return Math.max(1, Math.ceil(minutes));
  if (minutes <= 60) return Math.round(minutes / 5) * 5;
  return Math.round(minutes / 10) * 10;
}

/** The line's pace and no-show rate, or null when its recent history is too thin. */
export function waitModel(calls: readonly RecentCall[], now: number): WaitModel | null {
  const since = now - WAIT_HISTORY_DAYS * 24 * 60 * MINUTE_MS;
  const recent = calls
    .filter((c) => c.calledAt >= since && c.calledAt <= now)
    .toSorted((a, b) => b.calledAt - a.calledAt);
  // The pace is that of teams who come (or may yet come): a no-show's call falls inside the
  // interval to the next call that counts, and its cost is in the shrinking below instead.
  const paced = recent.filter((c) => c.outcome !== 'NO_SHOW').slice(0, WAIT_HISTORY_CALLS + 1);
  const intervals: number[] = [];
  for (let i = 1; i < paced.length; i++) {
    const [next, previous] = [paced[i - 1], paced[i]];
    const gap = (next.calledAt - previous.calledAt) / MINUTE_MS;
    if (next.joinedAt <= previous.calledAt && gap <= WAIT_PAUSE_MINUTES) intervals.push(gap);
  }
  if (intervals.length < WAIT_MIN_INTERVALS) return null;

  const outcomes = recent
    .filter((c) => c.outcome === 'ENTERED' || c.outcome === 'NO_SHOW')
    .slice(0, NO_SHOW_HISTORY_CALLS);
  const noShows = outcomes.filter((c) => c.outcome === 'NO_SHOW').length;
  const noShowRate =
    outcomes.length >= NO_SHOW_MIN_OUTCOMES ? Math.min(NO_SHOW_RATE_CAP, noShows / outcomes.length) : 0;
  return { minutesPerCall: Math.max(MIN_MINUTES_PER_CALL, median(intervals)), noShowRate };
}

/**
 * Minutes until a team with `teamsAhead` teams in front of it is called, rounded for people
 * (roundWaitMinutes); null without enough recent history. For the end of the line,
 * `teamsAhead` is everyone waiting now.
 */
export function estimateWaitMinutes(calls: readonly RecentCall[], teamsAhead: number, now: number): number | null {
  return estimateWithModel(waitModel(calls, now), teamsAhead);
}

/**
 * The same from a line's model worked out once (waitModel), for the many tickets of one line
 * (a live line's every watcher, decision 059).
 */
export function estimateWithModel(model: WaitModel | null, teamsAhead: number): number | null {
  if (!model) return null;
  const coming = Math.max(0, teamsAhead) * (1 - model.noShowRate);
  return roundWaitMinutes((coming + 1) * model.minutesPerCall);
}

export type WaitModel = { minutesPerCall: number; noShowRate: number };
