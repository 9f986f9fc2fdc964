// @ts-check
/**
 * The front of the page cache: the bytes of a cached public page, answered before Next.
 *
 * Next serves a page from its cache (server/cache/page-cache-handler.mjs) at a few hundred
 * requests a second on two cores: every request still runs the proxy, Next's routing, an
 * ETag over the whole page and a string write. This keeps, per URL, the exact response Next
 * sent for a cached page (status 200, headers, body, for each content encoding Next chose) and
 * answers the same request with those bytes, like a reverse proxy cache in the process.
 *
 * It never decides freshness itself: an entry is tied to the page-cache entry it came from
 * (key and the instant it was rendered), and is answered only while that entry is servable,
 * so tag invalidations (here or from another process over LISTEN/NOTIFY), `until:` instants,
 * `revalidate` and revalidatePath apply unchanged. Public pages read no cookies and send
 * none (issue 10), so the URL is the whole key; requests Next answers differently (RSC
 * navigations and prefetches, server actions, the API) always go to Next (decision 029).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isServable, pageCacheState } from '../cache/page-cache-handler.mjs';
import { followScriptPolicy } from './page-script-policy.mjs';

const DEFAULT_MAX_MB = 64;
/** A page bigger than this is not kept (and capture stops reading it). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Headers of the moment, not of the page (HSTS depends on the request: transport-security.mjs). */
const DROPPED_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'strict-transport-security',
]);

/**
 * @typedef {{ headers: Record<string, string | string[]>; body: Buffer }} Variant
 * @typedef {{ key: string; lastModified: number; softTags: string[]; variants: Map<string, Variant>; size: number }} FrontEntry
 */

/**
 * Whether Next may answer this request differently from the page's HTML.
 * @param {import('node:http').IncomingMessage} req
 */
function isPageRequest(req) {
  const url = req.url ?? '';
  if (url.startsWith('/api') || url.startsWith('/_next/')) return false;
  const headers = req.headers;
  if (
    headers.rsc !== undefined ||
    headers['next-router-state-tree'] !== undefined ||
    headers['next-router-prefetch'] !== undefined ||
    headers['next-router-segment-prefetch'] !== undefined ||
    headers['next-action'] !== undefined
  ) {
    return false;
  }
  return !/[?&]_rsc=/.test(url);
}

/**
 * The content encoding of a response, '' for none.
 * @param {import('node:http').OutgoingHttpHeader | undefined} value
 */
function encodingOf(value) {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/**
 * The variant this request gets: Next compresses with gzip when asked (the compression
 * middleware), so a request that accepts gzip waits for that variant (Next makes it once).
 * @param {import('node:http').IncomingMessage} req
 */
function acceptedEncoding(req) {
  const header = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  const gzip = header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name.trim() === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
  return gzip ? 'gzip' : '';
}

export function createFrontPageCache() {
  const state = pageCacheState();
  state.pageRequests ??= new AsyncLocalStorage();
  const pageRequests = state.pageRequests;
  const maxMb = Number(process.env.FRONT_CACHE_MAX_MB);
  const maxBytes = (Number.isFinite(maxMb) && maxMb >= 0 ? maxMb : DEFAULT_MAX_MB) * 1024 * 1024;
  /** @type {Map<string, FrontEntry>} */
  const entries = new Map();
  let bytes = 0;

  /** @param {string} url */
  const forget = (url) => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    bytes -= entry.size;
  };

  /**
   * Answers the request from a kept page, if there is one that may still be served.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {boolean} whether it answered
   */
  const serve = (req, res) => {
    if (maxBytes === 0 || (req.method !== 'GET' && req.method !== 'HEAD') || !isPageRequest(req)) return false;
    const url = req.url ?? '';
    const entry = entries.get(url);
    if (!entry) return false;
    if (!isServable(entry.key, entry.lastModified, entry.softTags)) {
      forget(url);
      return false;
    }
    const variant = entry.variants.get(acceptedEncoding(req));
    if (!variant) return false;
    // Least recently used goes first: a hit moves to the end.
    entries.delete(url);
    entries.set(url, entry);
    const etag = variant.headers.etag;
    if (typeof etag === 'string' && req.headers['if-none-match'] === etag) {
      res.writeHead(304, {
        etag,
        'cache-control': variant.headers['cache-control'] ?? '',
        vary: variant.headers.vary ?? '',
      });
      res.end();
      return true;
    }
    res.writeHead(200, {
      ...variant.headers,
      'content-length': variant.body.length,
      'x-nextjs-cache': 'HIT',
      'x-front-cache': 'HIT',
    });
    res.end(req.method === 'HEAD' ? undefined : variant.body);
    return true;
  };

  /**
   * Follows a page request Next answers: gives a cached page its script policy, and keeps the
   * response when it is a cached page (GET, while the front is on).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} handle runs Next (inside the request's tracking context)
   */
  const capture = (req, res, handle) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPageRequest(req)) return handle();
    /** @type {import('../cache/page-cache-handler.mjs').ServedPages} */
    const served = { pages: [] };
    if (maxBytes === 0 || req.method !== 'GET') {
      followScriptPolicy(req, res, served);
      return pageRequests.run(served, handle);
    }
    const url = req.url ?? '';
    /** @type {Buffer[] | null} */
    let chunks = [];
    let size = 0;
    const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (chunks === null || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
          : Buffer.isBuffer(chunk)
            ? chunk
            : chunk instanceof Uint8Array
              ? Buffer.from(chunk)
              : null;
      if (buffer === null || size + buffer.length > MAX_BODY_BYTES) {
        chunks = null;
        return;
      }
      chunks.push(buffer);
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
      if (chunks === null || res.statusCode !== 200 || served.pages.length !== 1) return;
      const headers = res.getHeaders();
      const cacheControl = String(headers['cache-control'] ?? '');
      if (
        headers['x-nextjs-cache'] === undefined ||
        headers['set-cookie'] !== undefined ||
        /private|no-store|no-cache/.test(cacheControl) ||
        !String(headers['content-type'] ?? '').startsWith('text/html')
      ) {
        return;
      }
      const [page] = served.pages;
      /** @type {Record<string, string | string[]>} */
      const kept = {};
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined && !DROPPED_HEADERS.has(name))
          kept[name] = Array.isArray(value) ? value : String(value);
      }
      const body = Buffer.concat(chunks);
      const previous = entries.get(url);
      /** @type {FrontEntry} */
      const entry =
        previous && previous.key === page.key && previous.lastModified === page.lastModified
          ? previous
          : { key: page.key, lastModified: page.lastModified, softTags: page.softTags, variants: new Map(), size: 0 };
      if (entry !== previous) forget(url);
      const encoding = encodingOf(headers['content-encoding']);
      const replaced = entry.variants.get(encoding);
      entry.variants.set(encoding, { headers: kept, body });
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

    // Outermost: the store above sees the body and headers as they are finally sent.
    followScriptPolicy(req, res, served);
    pageRequests.run(served, handle);
  };

  return { serve, capture };
}
