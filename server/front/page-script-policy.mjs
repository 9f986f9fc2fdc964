// @ts-check
/**
 * The inline scripts a page's Content-Security-Policy allows (decision 052).
 *
 * The policy next.config.ts sends allows our own script files and no inline script. proxy.ts
 * gives every page render a fresh nonce: Next puts it on each script it renders, and this adds
 * `'nonce-…'` to the page's script-src. A cached page is rendered once and answered many
 * times, so its nonce would be the first visitor's, public and stale: a page answered from the
 * page cache gets the sha256 hashes of the inline scripts that carry its render's nonce
 * instead, computed once per cache entry from the HTML the cache holds (and kept with the
 * bytes the front cache keeps, server/front/front-page-cache.mjs).
 *
 * Only scripts carrying the render's nonce are hashed: markup that ever got into a page
 * without going through React's escaping would have no nonce (it was stored before the nonce
 * existed), so it stays blocked. The render's nonce is read from the first script Next puts in
 * the document head (its first `/_next/static/` chunk), which comes before anything a page
 * renders from data. A page with no such script gets no hashes: its inline scripts stay
 * blocked rather than trusted.
 *
 * Which HTML: the page-cache entry the request was answered from (the handler tells the
 * request, server/cache/page-cache-handler.mjs), whose hashes are computed once. A request
 * that only waited for another request's render of the same page (Next answers concurrent
 * requests for one page from one render) is told of no entry: its response is held until its
 * body is complete and hashed from the body.
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { pageCacheState } from '../cache/page-cache-handler.mjs';

const CSP = 'content-security-policy';
/** proxy.ts names a page's nonce in this response header (SCRIPT_NONCE_HEADER in lib/security-headers.ts). */
export const SCRIPT_NONCE_HEADER = 'x-script-nonce';

/** Script elements, as the HTML parser ends them (React escapes `<` and `>` in attributes and text). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const NONCE_ATTRIBUTE = /\snonce="([^"]*)"/;
const SRC_ATTRIBUTE = /\ssrc="([^"]*)"/;
/** Next's own chunks: the first one in the document names the render's nonce. */
const NEXT_CHUNK = /^(?:[a-z]+:\/\/[^/]+)?\/_next\/static\//i;
/** A nonce source (next.config.ts's policy has none; one added here is replaced). */
const NONCE_SOURCE = /\s*'nonce-[^']*'/g;

/**
 * The render's nonce and the CSP hash sources of the inline scripts that carry it.
 * @param {string} html a whole page as Next rendered it
 * @returns {{ nonce: string | null; hashes: string[] }}
 */
export function inlineScriptHashes(html) {
  /** @type {string | null} */
  let nonce = null;
  /** @type {string[]} */
  const hashes = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1];
    const src = SRC_ATTRIBUTE.exec(attributes)?.[1];
    const own = NONCE_ATTRIBUTE.exec(attributes)?.[1];
    if (nonce === null) {
      // Nothing is trusted before Next's first chunk names the nonce.
      if (src === undefined || !NEXT_CHUNK.test(src) || !own) continue;
      nonce = own;
    }
    if (src !== undefined || own !== nonce) continue;
    // The browser hashes the element's text as UTF-8, after the parser's newline normalisation.
    const text = match[2].replace(/\r\n?/g, '\n');
    const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return { nonce, hashes };
}

/**
 * A policy whose script-src also allows these sources (a nonce, or hashes), instead of any
 * nonce it allowed before.
 * @param {string} policy
 * @param {string[]} sources
 */
export function policyWithScripts(policy, sources) {
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      if (!/^script-src(\s|$)/i.test(trimmed)) return trimmed;
      return [trimmed.replace(NONCE_SOURCE, ''), ...sources].join(' ');
    })
    .join('; ');
}

/** Hashes per cache entry value (the object the page cache holds; gone with it). */
/** @type {WeakMap<object, string[]>} */
const computed = new WeakMap();

/**
 * The hashes of the page-cache entry a request was answered from, computed once per entry;
 * null when the request was told of no entry (or of one no longer there).
 * @param {import('../cache/page-cache-handler.mjs').ServedPages} served
 * @returns {string[] | null}
 */
function hashesOfServedPage(served) {
  if (served.pages.length !== 1) return null;
  const [page] = served.pages;
  const entry = pageCacheState().entries.get(page.key);
  const value = entry?.value;
  if (!entry || entry.lastModified !== page.lastModified || value?.kind !== 'APP_PAGE') return null;
  if (typeof value.html !== 'string') return null;
  let hashes = computed.get(value);
  if (!hashes) {
    hashes = inlineScriptHashes(value.html).hashes;
    computed.set(value, hashes);
  }
  return hashes;
}

/**
 * A response body as text, whatever content encoding Next's compression chose.
 * @param {Buffer} body
 * @param {unknown} encoding the Content-Encoding header
 */
function decodedText(body, encoding) {
  const name = typeof encoding === 'string' ? encoding.trim().toLowerCase() : '';
  if (name === 'gzip') return gunzipSync(body).toString('utf8');
  if (name === 'deflate') return inflateSync(body).toString('utf8');
  if (name === 'br') return brotliDecompressSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 */
function bufferOf(chunk, encoding) {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
  }
  return chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.alloc(0);
}

/**
 * Follows a page response (GET or HEAD) Next is about to send and completes its policy: a
 * cached page's script-src names the hashes of its scripts, a page rendered for this request
 * alone names this request's nonce (proxy.ts). Install it as the outermost of the server's own
 * wrappers of `res` (Next's compression wraps it in turn).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('../cache/page-cache-handler.mjs').ServedPages} served the entries the page cache
 *   answered this request from (filled in while Next runs)
 */
export function followScriptPolicy(req, res, served) {
  const { writeHead, write, end } = res;
  /** What is held back until the body is complete: writeHead's arguments (if called) and the chunks. */
  /** @type {{ args: any[] | null; chunks: Array<[unknown, unknown]> } | null} */
  let held = null;
  let decided = false;

  /** Completes the policy, or decides to hold the response, once, just before anything is sent. */
  const decide = () => {
    if (decided) return;
    decided = true;
    const nonce = res.getHeader(SCRIPT_NONCE_HEADER);
    res.removeHeader(SCRIPT_NONCE_HEADER);
    const policy = res.getHeader(CSP);
    if (typeof policy !== 'string') return;
    const hashes = hashesOfServedPage(served);
    if (hashes) {
      res.setHeader(CSP, policyWithScripts(policy, hashes));
    } else if (
      req.method === 'GET' &&
      res.getHeader('x-nextjs-cache') !== undefined &&
      String(res.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      held = { args: null, chunks: [] };
    } else if (typeof nonce === 'string' && /^[A-Za-z0-9+/_-]+={0,2}$/.test(nonce)) {
      res.setHeader(CSP, policyWithScripts(policy, [`'nonce-${nonce}'`]));
    }
  };

  // Node calls writeHead for implicit headers too (the first write without it).
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {any[]} */ ...args) {
      decide();
      if (!held) return writeHead.apply(this, /** @type {any} */ (args));
      held.args ??= args;
      return this;
    }
  );
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      decide();
      if (!held) return write.call(this, chunk, encoding, callback);
      held.chunks.push([chunk, typeof encoding === 'function' ? undefined : encoding]);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done);
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      decide();
      if (!held) return end.call(this, chunk, encoding, callback);
      /** @type {any} */
      let done = callback;
      if (typeof chunk === 'function') done = chunk;
      else if (typeof encoding === 'function') done = encoding;
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        held.chunks.push([chunk, typeof encoding === 'function' ? undefined : encoding]);
      }
      const { args, chunks } = held;
      held = null;
      try {
        const body = Buffer.concat(chunks.map(([part, partEncoding]) => bufferOf(part, partEncoding)));
        const { hashes } = inlineScriptHashes(decodedText(body, res.getHeader('content-encoding')));
        res.setHeader(CSP, policyWithScripts(String(res.getHeader(CSP)), hashes));
      } catch {
        // A body that does not decode gets no inline script (it would not render anyway).
      }
      if (args) writeHead.apply(this, /** @type {any} */ (args));
      // On to the wrappers inside this one (not res.write: Next's compression wraps this one).
      for (const [part, partEncoding] of chunks) {
        write.call(this, /** @type {any} */ (part), /** @type {any} */ (partEncoding));
      }
      return end.call(this, done);
    }
  );
}
