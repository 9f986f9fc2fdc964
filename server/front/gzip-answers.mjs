// @ts-check
/**
 * gzip for the API's answers, made in one call over the whole body (decision 065). hono/compress
 * pipes every answer through a CompressionStream when it carries no Content-Length, as the
 * API's JSON never does, so even a 60-byte answer paid for a zlib stream and four web streams:
 * 6.6 % of the CPU of a 1,000-person rush (profiled, issue 30). JSON is made whole in memory
 * anyway; gzipSync over it costs tens of microseconds and small answers go as they are.
 * Event streams and binary types are left alone (hono's list of compressible types).
 */
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Whether an Accept-Encoding header takes gzip (q=0 refuses it).
 * @param {string | null | undefined} header
 */
export function acceptsGzip(header) {
  return String(header ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      return name.trim() === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
}

/**
 * The answer as it goes out: gzipped when it is compressible, at least `threshold` bytes and the
 * client accepts gzip; `Vary: Accept-Encoding` on every answer that could have been.
 * @param {Request} request
 * @param {Response} res
 * @param {number} [threshold]
 * @returns {Promise<Response>}
 */
export async function gzipAnswer(request, res, threshold = 1024) {
  const type = res.headers.get('content-type');
  if (
    !res.body ||
    request.method === 'HEAD' ||
    res.status === 206 ||
    res.headers.has('content-encoding') ||
    res.headers.has('transfer-encoding') ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
  ) {
    return res;
  }
  const vary = res.headers.get('vary');
  if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
    res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  const length = Number(res.headers.get('content-length') ?? NaN);
  if (!acceptsGzip(request.headers.get('accept-encoding')) || length < threshold) return res;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  const init = { status: res.status, statusText: res.statusText, headers };
  if (body.byteLength < threshold) {
    headers.set('content-length', String(body.byteLength));
    return new Response(body, init);
  }
  const zipped = gzipSync(body);
  headers.set('content-encoding', 'gzip');
  headers.set('content-length', String(zipped.byteLength));
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  return new Response(zipped, init);
}
