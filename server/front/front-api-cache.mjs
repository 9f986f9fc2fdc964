// @ts-check
/**
 * The front cache for the API's public answers (decision 062): what an anonymous visitor's
 * browser asks while it filters, scrolls and opens tabs, answered from memory before Next,
 * as the cached pages are (front-page-cache.mjs).
 *
 * The API names what each public answer is made of (X-Cache-Tags, and X-Fresh-Until for the
 * instant a fact in it stops being true: server/http/middleware/page-cache-tags.ts), the
 * same names the cached pages carry, so the one invalidation that renders a page again also
 * retires the answer (areTagsFresh: here at once, in other processes through LISTEN). An
 * answer counts as read when its request started, so a change committed while it was being
 * made retires it at once.
 *
 * Kept: GET answers (200, or an item's 404 and 400) that carry X-Cache-Tags, set no cookie
 * and do not say `X-Front-Cache: no` (a read with a side effect, such as a logged search).
 * Asked by: requests without credentials (no Authorization, no accessToken cookie), the only
 * ones the API answers the same for everyone; everything else goes to the API.
 */
import { areTagsFresh } from '../cache/page-cache-handler.mjs';
import { acceptsGzip } from './gzip-answers.mjs';

const DEFAULT_MAX_MB = 32;
const MAX_BODY_BYTES = 1024 * 1024;
/** Headers of the moment or of the one request, not of the answer. */
const DROPPED_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'strict-transport-security',
  'x-request-id',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
]);

/**
 * @typedef {{ headers: Record<string, string | string[]>; body: Buffer; status: number }} Variant
 * @typedef {{ tags: string[]; since: number; variants: Map<string, Variant>; size: number }} Entry
 */

/**
 * Whether the request may be answered from (and its answer kept in) the front.
 * @param {import('node:http').IncomingMessage} req
 */
export function isPublicApiRead(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (!url.startsWith('/api/v')) return false;
  if (req.headers.authorization !== undefined) return false;
  const cookie = req.headers.cookie;
  return !(typeof cookie === 'string' && /(?:^|;\s*)accessToken=/.test(cookie));
}

/**
 * The tags an answer names, with its X-Fresh-Until as an `until:` tag; null when it is not kept.
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} headers
 */
export function keptTags(status, headers) {
  if (status !== 200 && status !== 404 && status !== 400) return null;
  const tags = headers['x-cache-tags'];
  if (typeof tags !== 'string' || !tags.trim()) return null;
  if (headers['set-cookie'] !== undefined || String(headers['x-front-cache'] ?? '') === 'no') return null;
  const all = tags.trim().split(/\s+/);
  const until = Date.parse(String(headers['x-fresh-until'] ?? ''));
  if (Number.isFinite(until)) all.push(`until:${Math.ceil(until / 1000)}`);
  return all;
}

/** @param {{ now?: () => number; maxMb?: number }} [options] */
export function createFrontApiCache(options = {}) {
  const maxMb =
    options.maxMb !== undefined && Number.isFinite(options.maxMb) && options.maxMb >= 0
      ? options.maxMb
      : DEFAULT_MAX_MB;
  const maxBytes = maxMb * 1024 * 1024;
  const now = options.now ?? Date.now;
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let bytes = 0;

  /** @param {string} url */
  const forget = (url) => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    bytes -= entry.size;
  };

  return {
    /**
     * Answers from a kept answer that is still true (true), or not at all (false).
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    serve(req, res) {
      if (maxBytes === 0 || !isPublicApiRead(req)) return false;
      const url = req.url ?? '';
      const entry = entries.get(url);
      if (!entry) return false;
      if (!areTagsFresh(entry.tags, entry.since)) {
        forget(url);
        return false;
      }
      const variant =
        entry.variants.get(acceptsGzip(req.headers['accept-encoding']) ? 'gzip' : '') ?? entry.variants.get('');
      if (!variant) return false;
      entries.delete(url);
      entries.set(url, entry);
      res.writeHead(variant.status, {
        ...variant.headers,
        'content-length': variant.body.length,
        'x-front-cache': 'HIT',
      });
      res.end(req.method === 'HEAD' ? undefined : variant.body);
      return true;
    },

    /**
     * Follows a public read the API answers and keeps the answer when it may be kept.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => void} handle
     */
    capture(req, res, handle) {
      if (maxBytes === 0 || req.method !== 'GET' || !isPublicApiRead(req)) return handle();
      const url = req.url ?? '';
      const since = now();
      /** @type {Buffer[] | null} */
      let chunks = [];
      let size = 0;
      const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
        if (chunks === null || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buffer =
          typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
            : chunk instanceof Uint8Array
              ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
              : null;
        if (buffer === null || size + buffer.length > MAX_BODY_BYTES) {
          chunks = null;
          return;
        }
        chunks.push(Buffer.from(buffer));
        size += buffer.length;
      };
      const write = res.write;
      const end = res.end;
      res.write = /** @type {typeof res.write} */ (
        function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
          keep(chunk, encoding);
          return write.call(this, chunk, encoding, callback);
        }
      );
      res.end = /** @type {typeof res.end} */ (
        function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
          keep(chunk, encoding);
          store();
          return end.call(this, chunk, encoding, callback);
        }
      );
      const store = () => {
        if (chunks === null) return;
        const headers = res.getHeaders();
        const tags = keptTags(res.statusCode, headers);
        if (!tags) return;
        /** @type {Record<string, string | string[]>} */
        const kept = {};
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined && !DROPPED_HEADERS.has(name))
            kept[name] = Array.isArray(value) ? value : String(value);
        }
        const body = Buffer.concat(chunks);
        const encoding = String(headers['content-encoding'] ?? '').toLowerCase() === 'gzip' ? 'gzip' : '';
        const previous = entries.get(url);
        // A newer read replaces an older one's variants; the same read adds the other encoding.
        const entry = previous && previous.since >= since ? previous : { tags, since, variants: new Map(), size: 0 };
        if (entry !== previous) forget(url);
        const replaced = entry.variants.get(encoding);
        entry.variants.set(encoding, { headers: kept, body, status: res.statusCode });
        const added = body.length + 512 - (replaced ? replaced.body.length + 512 : 0);
        entry.size += added;
        if (entry === previous) {
          bytes += added;
          entries.delete(url);
        } else {
          bytes += entry.size;
        }
        entries.set(url, entry);
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes) break;
          forget(oldest);
        }
      };
      handle();
    },
  };
}
