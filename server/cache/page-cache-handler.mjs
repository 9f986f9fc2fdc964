// @ts-check
/**
 * Next's server cache (`cacheHandler` in next.config.ts): rendered public pages (HTML and
 * RSC payload together) and the tag markers of their data, kept in this process's memory.
 *
 * Loaded by Next itself at run time, outside the bundler: plain JavaScript. The app's own code
 * reaches the same state through globalThis (server/cache/page-cache.ts).
 *
 * What it adds to Next's own file-system cache (decision 026):
 * - Freshness is exact. An entry is never served after its `revalidate` (stale-while-revalidate
 *   would hand the first visitor after a change the old page), after a tag of its data was
 *   invalidated, or at the instant named by an `until:<epoch seconds>` tag (a pop-up that
 *   opens at midnight, a pre-reservation window that opens at 10:00).
 * - An entry is as old as the render that made it: a render that started before an
 *   invalidation and finished after it is stored as already out of date.
 * - Several app processes on one PostgreSQL (DATABASE_URL) share invalidations through
 *   LISTEN/NOTIFY; while this process is not listening, nothing is served from the cache.
 * - Memory is bounded (least recently used entries go first).
 */

const STATE_KEY = Symbol.for('popspot.page-cache');
const CHANNEL = 'popspot_page_cache';
const UNTIL_PREFIX = 'until:';
const TAGS_HEADER = 'x-next-cache-tags';
const DEFAULT_MAX_MB = 128;
const RECONNECT_MS = 1000;

/**
 * @typedef {{ value: any; lastModified: number; tags: string[]; revalidateMs: number | null; size: number; cacheControl?: unknown }} Entry
 * @typedef {{
 *   entries: Map<string, Entry>;
 *   bytes: number;
 *   maxBytes: number;
 *   tagTimes: Map<string, number>;
 *   renderStarts: Map<string, number>;
 *   shared: SharedInvalidation | null;
 *   now: () => number;
 *   pageRequests: import('node:async_hooks').AsyncLocalStorage<ServedPages> | null;
 * }} State
 * @typedef {{ pages: Array<{ key: string; lastModified: number; softTags: string[] }> }} ServedPages
 *   The pages a request was answered from (server/front/front-page-cache.mjs follows them).
 * @typedef {{ listening: boolean; publish: (tags: string[]) => Promise<void>; close: () => Promise<void> }} SharedInvalidation
 */

/** @returns {State} */
function createState() {
  const maxMb = Number(process.env.PAGE_CACHE_MAX_MB);
  /** @type {State} */
  const state = {
    entries: new Map(),
    bytes: 0,
    maxBytes: (Number.isFinite(maxMb) && maxMb > 0 ? maxMb : DEFAULT_MAX_MB) * 1024 * 1024,
    tagTimes: new Map(),
    renderStarts: new Map(),
    shared: null,
    now: () => Date.now(),
    pageRequests: null,
  };
  return state;
}

/** The one state of this process, whichever of Next or the app touches it first. */
export function pageCacheState() {
  const holder = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[STATE_KEY] ??= createState());
}

/**
 * Marks tags as changed now: entries carrying them are out of date from this instant, here
 * at once and, through PostgreSQL, in every other process.
 * @param {string[]} tags
 */
export async function invalidateTags(tags) {
  const state = pageCacheState();
  markInvalidated(state, tags, state.now());
  if (state.shared) await state.shared.publish(tags);
}

/**
 * @param {State} state
 * @param {string[]} tags
 * @param {number} at
 */
function markInvalidated(state, tags, at) {
  for (const tag of tags) state.tagTimes.set(tag, Math.max(state.tagTimes.get(tag) ?? 0, at));
}

/**
 * @param {State} state
 * @param {string} url
 * @returns {SharedInvalidation}
 */
function listenForInvalidations(state, url) {
  /** @type {SharedInvalidation} */
  const shared = { listening: false, publish: async () => {}, close: async () => {} };
  /** @type {import('pg').Client | null} */
  let listener = null;
  /** @type {import('pg').Pool | null} */
  let pool = null;
  let closed = false;

  const forgetEverything = () => {
    // Notifications may have been missed while not listening: nothing cached can be trusted.
    state.entries.clear();
    state.bytes = 0;
  };

  const connect = async () => {
    const { default: pg } = await import('pg');
    pool ??= new pg.Pool({ connectionString: url, max: 2 });
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const tags = JSON.parse(message.payload);
        if (Array.isArray(tags)) markInvalidated(state, tags.map(String), state.now());
      } catch {
        // Not ours: ignore.
      }
    });
    const lost = () => {
      if (listener !== client) return;
      listener = null;
      shared.listening = false;
      forgetEverything();
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
    forgetEverything();
    shared.listening = true;
  };
  const retry = () => {
    if (!closed) setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
  };

  shared.publish = async (tags) => {
    if (!pool) return;
    // One notification per invalidation; payloads stay far below PostgreSQL's 8000 bytes.
    await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(tags)]);
  };
  shared.close = async () => {
    closed = true;
    shared.listening = false;
    await Promise.allSettled([listener?.end(), pool?.end()]);
  };
  void connect().catch(retry);
  return shared;
}

/**
 * @param {any} data
 * @param {any} ctx
 * @returns {string[]}
 */
function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  const fromContext = Array.isArray(ctx?.tags) ? ctx.tags : [];
  return [...new Set([...fromHeader, ...fromContext].filter(Boolean))];
}

/** @param {any} value */
function sizeOf(value) {
  if (!value) return 64;
  let size = 256;
  if (typeof value.html === 'string') size += value.html.length;
  if (value.rscData?.byteLength) size += value.rscData.byteLength;
  if (value.segmentData instanceof Map) for (const part of value.segmentData.values()) size += part?.byteLength ?? 0;
  if (value.body?.byteLength) size += value.body.byteLength;
  if (value.data) size += JSON.stringify(value.data).length;
  return size;
}

/**
 * Whether an entry may still be served at `now`.
 * @param {State} state
 * @param {Entry} entry
 * @param {number} now
 */
function isFresh(state, entry, now) {
  if (state.shared && !state.shared.listening) return false;
  if (entry.revalidateMs !== null && now >= entry.lastModified + entry.revalidateMs) return false;
  for (const tag of entry.tags) {
    if (tag.startsWith(UNTIL_PREFIX)) {
      const until = Number(tag.slice(UNTIL_PREFIX.length)) * 1000;
      if (Number.isFinite(until) && now >= until) return false;
    } else if ((state.tagTimes.get(tag) ?? 0) >= entry.lastModified) {
      return false;
    }
  }
  return true;
}

/** @param {State} state @param {string} key */
function remove(state, key) {
  const entry = state.entries.get(key);
  if (!entry) return;
  state.entries.delete(key);
  state.bytes -= entry.size;
}

/**
 * Whether the page entry `key`, as made at `lastModified`, may still be served: the front
 * cache (server/front/front-page-cache.mjs) asks before it answers with the bytes it kept.
 * @param {string} key
 * @param {number} lastModified
 * @param {string[]} softTags
 */
export function isServable(key, lastModified, softTags) {
  const state = pageCacheState();
  const entry = state.entries.get(key);
  return (
    entry !== undefined &&
    entry.lastModified === lastModified &&
    isFresh(state, entry, state.now()) &&
    !softTags.some((tag) => (state.tagTimes.get(tag) ?? 0) >= lastModified)
  );
}

/**
 * Whether an answer made from data with `tags`, read from `since` on, may still be served:
 * none of its tags invalidated since (here or, through LISTEN, in another process), no
 * `until:` instant passed. The front cache asks it for the API's public answers (decision
 * 062), which have no page entry. With several processes (DATABASE_URL) nothing is served
 * unless this process is listening for the others' invalidations.
 * @param {string[]} tags
 * @param {number} since
 */
export function areTagsFresh(tags, since) {
  const state = pageCacheState();
  if (process.env.DATABASE_URL && !state.shared?.listening) return false;
  return isFresh(state, { value: null, lastModified: since, tags, revalidateMs: null, size: 0 }, state.now());
}

/**
 * Tells the request being answered (if the front cache follows it) which page entry it gets.
 * @param {State} state
 * @param {string} key
 * @param {Entry} entry
 * @param {string[]} softTags
 */
function recordServed(state, key, entry, softTags) {
  if (entry.value?.kind !== 'APP_PAGE') return;
  state.pageRequests?.getStore()?.pages.push({ key, lastModified: entry.lastModified, softTags });
}

export default class PageCacheHandler {
  constructor() {
    this.state = pageCacheState();
    // Only a Next server constructs the handler (tests and scripts that import the app's
    // copy never do): that is where invalidations are shared with the other processes.
    const url = process.env.DATABASE_URL;
    if (url && !this.state.shared) this.state.shared = listenForInvalidations(this.state, url);
  }

  /**
   * @param {string} key
   * @param {any} [ctx]
   */
  async get(key, ctx) {
    const state = this.state;
    const now = state.now();
    const entry = state.entries.get(key);
    const softTags = Array.isArray(ctx?.softTags) ? ctx.softTags : [];
    if (
      entry &&
      isFresh(state, entry, now) &&
      !softTags.some((tag) => (state.tagTimes.get(tag) ?? 0) >= entry.lastModified)
    ) {
      // Least recently used goes first: a hit moves to the end.
      state.entries.delete(key);
      state.entries.set(key, entry);
      recordServed(state, key, entry, softTags);
      return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
    }
    remove(state, key);
    // The render that follows this miss reads the data from now on. (A render that fails never
    // comes back to set(): forget the oldest starts rather than grow without bound.)
    if (state.renderStarts.size > 10_000) state.renderStarts.clear();
    state.renderStarts.set(key, now);
    return null;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} [ctx]
   */
  async set(key, data, ctx) {
    const state = this.state;
    const started = state.renderStarts.get(key);
    state.renderStarts.delete(key);
    remove(state, key);
    if (!data) return;
    const revalidate = ctx?.cacheControl?.revalidate ?? ctx?.revalidate ?? data?.revalidate;
    /** @type {Entry} */
    const entry = {
      value: data,
      lastModified: started ?? state.now(),
      tags: tagsOf(data, ctx),
      revalidateMs: typeof revalidate === 'number' && revalidate > 0 ? revalidate * 1000 : null,
      size: sizeOf(data),
      cacheControl: ctx?.cacheControl,
    };
    if (!isFresh(state, entry, state.now())) return;
    state.entries.set(key, entry);
    state.bytes += entry.size;
    recordServed(state, key, entry, Array.isArray(ctx?.softTags) ? ctx.softTags : []);
    for (const oldest of state.entries.keys()) {
      if (state.bytes <= state.maxBytes) break;
      remove(state, oldest);
    }
  }

  /**
   * Next's revalidateTag() and revalidatePath() end here.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    await invalidateTags(Array.isArray(tags) ? tags : [tags]);
  }

  resetRequestCache() {}
}
