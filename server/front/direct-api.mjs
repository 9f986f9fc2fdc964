// @ts-check
/**
 * The API answered by the production server itself (decision 063): Next's router costs about
 * 3 ms of the one CPU per API request (measured: a list of notices took 2.4 ms inside the API
 * and 5.9 ms end to end; a static file 1.6 ms), which in a hot pop-up's opening is most of a
 * join. The app registers its Hono API on globalThis when it is first built
 * (server/http/app.ts getApp, which app/api/[[...route]]/route.ts calls when Next loads it);
 * from then on /api requests go to it directly through @hono/node-server's listener, with
 * what Next added on the way: the security headers of next.config.ts and gzip for answers
 * worth compressing. Until then (a process that has not loaded the route yet) they go to Next.
 */
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { gzipAnswer } from './gzip-answers.mjs';

const API_KEY = Symbol.for('popspot.api');

/**
 * The request as the app gets it. A read (GET, HEAD) keeps the listener's light request: the
 * app never re-wraps one without a body, and making a genuine Request costs about 0.1 ms, a
 * tenth of a signed-in read (issue 30). A write gets a genuine one (see `ready`).
 * @param {Request} raw
 * @returns {Request}
 */
function requestForApp(raw) {
  if (raw.method === 'GET' || raw.method === 'HEAD') return raw;
  return new Request(raw.url, {
    method: raw.method,
    headers: raw.headers,
    signal: raw.signal,
    body: raw.body,
    duplex: 'half',
  });
}

/**
 * @param {{ securityHeaders: [string, string][]; hostname: string; enabled?: boolean }} options
 */
export function createDirectApi({ securityHeaders, hostname, enabled = true }) {
  /** @type {ReturnType<typeof getRequestListener> | null} */
  let listener = null;

  const ready = () => {
    if (listener) return listener;
    const api = /** @type {{ fetch: (request: Request) => Response | Promise<Response> } | undefined} */ (
      /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[API_KEY]
    );
    if (!api) return null;
    const front = new Hono();
    // The listener's request is its own light object; the app re-wraps requests with a body
    // in the platform's Request (an upload's body limit, Hono's own body limit), which cannot
    // read that object. One genuine Request, made here, serves a write the whole way down.
    // gzip as Next's compression did, never for event streams or answers under 1 KB.
    front.all('*', async (c) => gzipAnswer(c.req.raw, await api.fetch(requestForApp(c.req.raw)), 1024));
    // overrideGlobalObjects: false, or the listener would swap the global Request and
    // Response that Next, in the same process, relies on.
    listener = getRequestListener(front.fetch, { hostname, overrideGlobalObjects: false });
    return listener;
  };

  return {
    /**
     * Answers an /api request with the API directly (a promise), or null to let Next do it.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    handle(req, res) {
      if (!enabled || !(req.url ?? '').startsWith('/api/')) return null;
      const answer = ready();
      if (!answer) return null;
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      return answer(req, res);
    },
  };
}
