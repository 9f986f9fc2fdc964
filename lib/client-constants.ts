/**
 * The constants the browser code of every page needs (the layout's toasts, the sign-in and
 * flash cookies, the query defaults), apart from lib/constants.ts, which re-exports them:
 * a page's first load carries whole modules, and the catalogue's other constants (regions,
 * review limits, map defaults...) would ride along on every page (decision 028).
 */

/** The product's day boundaries (period status, "today" filters) are Korean days. */
export const SERVICE_TIME_ZONE = 'Asia/Seoul';

export const TOAST_DURATION_MS = { short: 2000, long: 3000 } as const;
/** "Copied" confirmation (spec: 2 s). */
export const COPY_TOAST_DURATION_MS = TOAST_DURATION_MS.short;
/** The "N people picked this recently" toast: appears after 1 s, stays 3 s. */
export const RECENT_PICK_TOAST = { delayMs: 1000, durationMs: 3000 } as const;

/** Where the user returns after signing in; kept 10 minutes, path /, SameSite lax. */
export const ORIGIN_REFERER_COOKIE = {
  name: 'originReferer',
  maxAgeSeconds: 10 * 60,
  path: '/',
  sameSite: 'lax',
} as const;

/**
 * A message for the page a full-page redirect lands on (the sign-out's 303 home): the server
 * sets it, the browser shows it once (a toast; 'welcome', set by the sign-up, opens the
 * welcome dialog) and removes it. A cookie rather than a query parameter keeps the landing
 * page's URL (and its cache) as it is.
 */
export const FLASH_COOKIE = { name: 'flash', maxAgeSeconds: 60, path: '/', sameSite: 'lax' } as const;
export const FLASH_MESSAGES = ['signedOut', 'accountDeleted', 'welcome'] as const;
export type FlashMessage = (typeof FLASH_MESSAGES)[number];

/** Server data is fresh for a minute so the browser doesn't refetch what the server rendered. */
export const DEFAULT_QUERY_STALE_TIME_MS = 60 * 1000;
/** Most queries don't retry (spec); the search-keyword ranking retries twice. */
export const DEFAULT_QUERY_RETRY = false;
export const RANKING_QUERY_RETRY = 2;
