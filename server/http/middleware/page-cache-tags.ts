import { createMiddleware } from 'hono/factory';
import {
  CACHE_TAGS_HEADER,
  FRESH_UNTIL_HEADER,
  earliestAfter,
  nextSeoulMidnight,
  pageTags,
} from '../../cache/page-cache';
import type { AppEnv } from '../types';

type Rule = {
  path: RegExp;
  tags: (match: RegExpExecArray) => string[];
  /** Statuses and 'today'/'this week' filters change at Seoul midnight. */
  daily?: boolean;
  /**
   * One item by id: its 404 is a cached page too (a not-found page), which the item's tag
   * replaces once it exists, and a scheduled one at its instant.
   */
  item?: boolean;
};

/**
 * What each public read is made of, for the pages rendered from it (server/cache/
 * page-cache.ts). One table, next to the invalidations in the services that change the data:
 * a new public read that pages show needs a row here.
 */
const RULES: Rule[] = [
  { path: /^\/api\/v1\/spots\/(\d+)$/, tags: (m) => [pageTags.spot(m[1])], daily: true, item: true },
  {
    path: /^\/api\/v[12]\/spots\/(\d+)\/reviews(?:\/count|\/overview|\/images)?$/,
    tags: (m) => [pageTags.reviews(m[1])],
  },
  { path: /^\/api\/v1\/spots(?:\/map|\/recommendations|\/with-reviews)?$/, tags: () => [pageTags.spots], daily: true },
  { path: /^\/api\/v1\/reviews\/metrics$/, tags: () => [pageTags.spots] },
  { path: /^\/api\/v1\/rank\/search-keywords$/, tags: () => [pageTags.rank] },
  // A pop-up's lines with their team counts (fetched by the browser only: its X-Fresh-Until of
  // a second never reaches a page), for the front cache (decision 062).
  { path: /^\/api\/v1\/spots\/(\d+)\/spot-queues$/, tags: (m) => [pageTags.spot(m[1])] },
  // Suggestions: the dictionary and the live titles (not a page, but the front cache keeps it: decision 062).
  { path: /^\/api\/v1\/search\/suggestions$/, tags: () => [pageTags.searchTerms, pageTags.spots], daily: true },
  { path: /^\/api\/v1\/magazines$/, tags: () => [pageTags.magazines] },
  { path: /^\/api\/v1\/magazines\/(\d+)$/, tags: (m) => [pageTags.magazine(m[1]), pageTags.spots], item: true },
  { path: /^\/api\/v1\/partners(?:\/recommendations)?$/, tags: () => [pageTags.partners] },
  { path: /^\/api\/v1\/partners\/(\d+)$/, tags: (m) => [pageTags.partner(m[1]), pageTags.spots], item: true },
  { path: /^\/api\/v1\/notices$/, tags: () => [pageTags.notices] },
  { path: /^\/api\/v1\/notices\/(\d+)$/, tags: (m) => [pageTags.notice(m[1])], item: true },
];

/**
 * Names the data of a successful public read, or of an item's 404 or 400 (X-Cache-Tags), and the
 * instant it stops being true (X-Fresh-Until: the route's own `freshUntil`, or Seoul
 * midnight for anything with a status). Answers made for a signed-in caller are never
 * cached pages, so they get neither.
 */
export const pageCacheTags = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const status = c.res.status;
  if (c.req.method !== 'GET' || c.get('user') || (status !== 200 && status !== 404 && status !== 400)) return;
  const path = c.req.path;
  for (const rule of RULES) {
    const match = rule.path.exec(path);
    if (!match) continue;
    // An item's 404 (unknown) and 400 (hidden or deleted: the 'deleted content' page) are
    // cached pages too, until the item changes.
    if (status !== 200 && !rule.item) return;
    const now = Date.now();
    const until = earliestAfter(now, [c.get('freshUntil'), rule.daily ? nextSeoulMidnight(now) : null]);
    c.header(CACHE_TAGS_HEADER, rule.tags(match).join(' '));
    if (until !== null) c.header(FRESH_UNTIL_HEADER, new Date(until).toISOString());
    return;
  }
});
