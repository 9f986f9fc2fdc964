import 'server-only';
// The handler Next loads is plain JavaScript outside the bundle; this copy of it shares the
// same state through globalThis (see its pageCacheState).
import { invalidateTags } from './page-cache-handler.mjs';

/**
 * Cached public pages and what they show. An API answer names the data it is made of in
 * X-Cache-Tags (middleware/page-cache-tags.ts) and, when a fact in it changes with time, the
 * instant it stops being true in X-Fresh-Until; the server renders pages through the same
 * API (api/server-transport.ts), which attaches both to the page being rendered. A change
 * then invalidates the tags it touches (decision 026).
 */
export const CACHE_TAGS_HEADER = 'X-Cache-Tags';
export const FRESH_UNTIL_HEADER = 'X-Fresh-Until';

/** The tag that expires a cached page at an instant (read by the cache handler). */
export function untilTag(epochMs: number): string {
  return `until:${Math.ceil(epochMs / 1000)}`;
}

export const pageTags = {
  /** One pop-up's detail (every language, every tab). */
  spot: (id: number | string) => `spot:${id}`,
  /** Any list of pop-ups: search, home's rows, the pass, recommendations, sitemaps. */
  spots: 'spots',
  /** A pop-up's reviews: count, summary, list. */
  reviews: (spotId: number | string) => `reviews:${spotId}`,
  magazines: 'magazines',
  magazine: (id: number | string) => `magazine:${id}`,
  partners: 'partners',
  partner: (id: number | string) => `partner:${id}`,
  notices: 'notices',
  notice: (id: number | string) => `notice:${id}`,
  rank: 'rank',
  /** The search dictionary behind the suggestions (rebuilt by its job). */
  searchTerms: 'search-terms',
} as const;

const DAY_MS = 86_400_000;
/** Seoul is UTC+9 all year (no daylight saving). */
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** The next midnight in Seoul after `now`: when pop-ups open, end and change status. */
export function nextSeoulMidnight(now: number): number {
  return Math.floor((now + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - SEOUL_OFFSET_MS;
}

/** The earliest of the instants after `now` (null when none is). */
export function earliestAfter(now: number, instants: Array<number | null | undefined>): number | null {
  let earliest: number | null = null;
  for (const at of instants)
    if (typeof at === 'number' && at > now && (earliest === null || at < earliest)) earliest = at;
  return earliest;
}

/**
 * Marks the tags as changed: every cached page showing them is rendered again on its next
 * request, here and on every other app process. Call after the change is committed.
 */
export async function invalidatePages(tags: string[]): Promise<void> {
  if (tags.length) await invalidateTags([...new Set(tags)]);
}
