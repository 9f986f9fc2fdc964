// @ts-check
/**
 * The edge of the production server, before Next (decision 051): requests Next cannot answer
 * well are answered here, with the same security headers as every other response.
 *
 * - A path whose percent-encoding is broken (`/api/v1/spots/%`, `%FF%FE`, a cut-off UTF-8
 *   sequence) makes Next fail with a plain-text 500. Under `/api` it answers 400 in the API's
 *   envelope; elsewhere Next renders the site's not-found page (404, in the path's language)
 *   for a path known not to exist.
 * - TRACE, TRACK and CONNECT answer 405 with Allow on any path (the envelope under `/api`);
 *   so does, under `/api`, any method the API's route handler does not take (Next would
 *   answer those outside the envelope). Node's parser refuses a method it does not know
 *   (TRACK) before a request exists, and hands CONNECT to a listener of its own: both are
 *   answered on the socket.
 *
 * The headers are the ones next.config.ts sends on every path, read from the build's routes
 * manifest, so they are exactly what Next applies (whatever lib/security-headers.ts makes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The API's result codes and descriptions for these answers (api/error-codes.ts, server/http/result-descriptions.ts). */
export const BAD_REQUEST = { code: 40000000, desc: 'Bad request' };
export const METHOD_NOT_ALLOWED = { code: 40500000, desc: 'Method not allowed' };

/** Methods never answered on any path. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** The methods app/api/[[...route]]/route.ts hands to the API (Hono answers 405 for the rest of each path). */
const API_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'];
/** What a page takes (server actions post to pages; none refuse GET or HEAD). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
/** The locale prefixes of i18n/routing.ts (Korean has none). */
const LOCALE_PREFIX = /^\/(en|ja|zh)(?=\/|$)/;
/** Two segments no route has: app/[lang]/[...rest] renders the localized not-found page for it. */
const NOT_FOUND_PATH = '/not-found/malformed-url';

/**
 * The security headers next.config.ts applies to every path (`/:path*`), as the build
 * recorded them in .next/routes-manifest.json.
 * @param {string} dir the app's directory
 * @returns {[string, string][]}
 */
function buildSecurityHeaders(dir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8'));
    /** @type {{ source: string; headers: { key: string; value: string }[] }[]} */
    const rules = manifest.headers ?? [];
    const everyPath = rules.find((rule) => rule.source === '/:path*');
    return (everyPath?.headers ?? []).map(({ key, value }) => [key, value]);
  } catch {
    return [];
  }
}

/**
 * The path of a request target (origin form `/a/b?c`, or absolute form `http://host/a/b?c`),
 * still percent-encoded.
 * @param {string} target
 */
export function pathOf(target) {
  let rest = target;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(rest);
  if (scheme) rest = rest.slice(scheme[0].length) || '/';
  const end = rest.search(/[?#]/);
  return end >= 0 ? rest.slice(0, end) : rest;
}

/**
 * Whether a path's percent-encoding decodes to text: every `%` followed by two hex digits,
 * and the bytes valid UTF-8 (what decodeURIComponent accepts, and Next needs).
 * @param {string} pathname
 */
function isDecodable(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} pathname */
function isApiPath(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * What the edge does with a request: nothing (Next answers), an answer of its own, or a
 * rewrite of the path Next renders.
 * @param {string} method
 * @param {string} target the request target as received
 * @returns {{ kind: 'pass' } | { kind: 'answer'; status: 400 | 405; api: boolean; allow?: string } | { kind: 'rewrite'; url: string }}
 */
export function classify(method, target) {
  const pathname = pathOf(target);
  const api = isApiPath(pathname);
  if (REFUSED_METHODS.has(method) || (api && !API_METHODS.includes(method))) {
    return { kind: 'answer', status: 405, api, allow: (api ? API_METHODS : PAGE_METHODS).join(', ') };
  }
  if (isDecodable(pathname)) return { kind: 'pass' };
  if (api) return { kind: 'answer', status: 400, api };
  const locale = LOCALE_PREFIX.exec(pathname);
  return { kind: 'rewrite', url: `${locale ? `/${locale[1]}` : ''}${NOT_FOUND_PATH}` };
}

/** Reason phrases, and the plain-text body outside the API. */
const STATUS_TEXT = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * The status line, headers and body of an edge answer: the API's envelope under `/api`
 * (400 and 405), plain text elsewhere.
 * @param {400 | 405 | 408 | 431} status
 * @param {boolean} api
 * @param {[string, string][]} securityHeaders
 * @param {string} [allow]
 */
function answerOf(status, api, securityHeaders, allow) {
  const envelope = api && (status === 400 || status === 405);
  const body = envelope
    ? JSON.stringify({ data: null, result: status === 400 ? BAD_REQUEST : METHOD_NOT_ALLOWED })
    : STATUS_TEXT[status];
  /** @type {[string, string][]} */
  const headers = [
    ...securityHeaders,
    ['Content-Type', envelope ? 'application/json' : 'text/plain; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Cache-Control', 'no-store'],
  ];
  if (allow) headers.push(['Allow', allow]);
  return { status, reason: STATUS_TEXT[status], headers, body };
}

/**
 * @param {{ dir: string }} options
 */
export function createRequestEdge({ dir }) {
  const securityHeaders = buildSecurityHeaders(dir);

  return {
    /** The headers every answer carries, for the other answers made before Next (api-admission.mjs). */
    securityHeaders,

    /**
     * Answers the request (true) or lets Next answer it (false), perhaps at another path.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    handle(req, res) {
      const decision = classify(req.method ?? 'GET', req.url ?? '/');
      if (decision.kind === 'pass') return false;
      if (decision.kind === 'rewrite') {
        req.url = decision.url;
        return false;
      }
      const answer = answerOf(decision.status, decision.api, securityHeaders, decision.allow);
      res.writeHead(answer.status, answer.headers.flat());
      res.end(req.method === 'HEAD' ? undefined : answer.body);
      return true;
    },

    /**
     * Attaches the socket-level answers: CONNECT (which Node hands to a 'connect' listener,
     * or closes) and a request line Node's parser refuses (an unknown method such as TRACK:
     * 405; anything else malformed: 400), both with the security headers.
     * @param {import('node:http').Server} server
     */
    attach(server) {
      server.on('connect', (req, socket) => {
        const api = isApiPath(pathOf(req.url ?? '/'));
        writeRaw(socket, answerOf(405, api, securityHeaders, (api ? API_METHODS : PAGE_METHODS).join(', ')));
      });
      server.on('clientError', (error, socket) => {
        const code = /** @type {{ code?: string }} */ (error).code;
        if (code === 'ECONNRESET' || !socket.writable) {
          socket.destroy();
          return;
        }
        if (code === 'HPE_HEADER_OVERFLOW') {
          writeRaw(socket, answerOf(431, false, securityHeaders));
          return;
        }
        if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
          writeRaw(socket, answerOf(408, false, securityHeaders));
          return;
        }
        const rawPacket = /** @type {{ rawPacket?: Buffer }} */ (error).rawPacket;
        const line = /^([A-Z][A-Z-]*) (\S+) HTTP\/1\.[01]\r?\n/.exec(rawPacket?.toString('latin1') ?? '');
        if (code === 'HPE_INVALID_METHOD' && line) {
          const api = isApiPath(pathOf(line[2]));
          writeRaw(socket, answerOf(405, api, securityHeaders, (api ? API_METHODS : PAGE_METHODS).join(', ')));
          return;
        }
        writeRaw(socket, answerOf(400, false, securityHeaders));
      });
    },
  };
}

/**
 * Writes a whole answer on a socket no HTTP response exists for, and closes it.
 * @param {import('node:stream').Duplex} socket
 * @param {{ status: number; reason: string; headers: [string, string][]; body: string }} answer
 */
function writeRaw(socket, answer) {
  const head = [`HTTP/1.1 ${answer.status} ${answer.reason}`, ...answer.headers.map(([k, v]) => `${k}: ${v}`)];
  head.push('Connection: close');
  socket.end(`${head.join('\r\n')}\r\n\r\n${answer.body}`);
}
