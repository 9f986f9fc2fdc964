/**
 * The constants the pop-up detail page's browser code needs, apart from lib/constants.ts,
 * which re-exports them: a first load carries whole modules, and the catalogue's other
 * constants (regions, review limits, notification groups, patterns...) rode along on every
 * pop-up page (decision 028). Modules in that first load import from here directly.
 */

/** Counts above this show as '999+' (the reviews tab label). */
export const COUNT_DISPLAY_CAP = 999;

/** Minutes before the pre-reservation start: 24 hours, 1 hour, 10 minutes. */
export const ALERT_OFFSETS_MINUTES = [1440, 60, 10] as const;
export type AlertOffsetMinutes = (typeof ALERT_OFFSETS_MINUTES)[number];

/** The alert button shows only while the start is more than this many minutes away. */
export const ALERT_ENTRY_POINT_LIMIT_MINUTES = 10;

/** Native map-app deep link: fall back to the web map when the app didn't open in time. */
export const DEEP_LINK_FALLBACK_MS = { ios: 3000, android: 5000 } as const;

export const VOTE_OPTIONS = ['LEFT', 'RIGHT'] as const;
export type VoteOption = (typeof VOTE_OPTIONS)[number];

/** Message keys of the vote section under `vote`: the keyword ('flutter index'), left and right. */
export const VOTE_LABEL_KEYS = {
  keyword: 'keyword',
  LEFT: 'left',
  RIGHT: 'right',
} as const;
