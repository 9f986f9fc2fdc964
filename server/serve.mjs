// @ts-check
/**
 * The production server: `next start` with the front of the page cache before Next
 * (server/front/front-page-cache.mjs, decision 029). Run after `next build`:
 *
 *   node server/serve.mjs [-H host] [-p port]     (or HOSTNAME / PORT; default localhost:3000)
 *
 * Everything else is Next's own request handler, with the same configuration, proxy,
 * instrumentation and cache handler as `next start`.
 */
import { createServer } from 'node:http';
import next from 'next';
import { createApiAdmission } from './front/api-admission.mjs';
import { createClientAddressContext } from './front/client-address.mjs';
import { createDirectApi } from './front/direct-api.mjs';
import { createFrontApiCache } from './front/front-api-cache.mjs';
import { createFrontPageCache } from './front/front-page-cache.mjs';
import { createRequestEdge } from './front/request-edge.mjs';
import { createTransportSecurity } from './front/transport-security.mjs';

/** @param {string} short @param {string} long */
function argument(short, long) {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === short || arg === long);
  return index >= 0 ? args[index + 1] : undefined;
}

/** @param {string | undefined} value a number from the environment, or undefined when unset */
function numberOf(value) {
  return value === undefined || value.trim() === '' ? undefined : Number(value);
}

const hostname = argument('-H', '--hostname') ?? process.env.HOSTNAME ?? 'localhost';
const port = Number(argument('-p', '--port') ?? process.env.PORT ?? 3000);

const dir = new URL('..', import.meta.url).pathname;
const app = next({ dev: false, hostname, port, dir });
const handle = app.getRequestHandler();
await app.prepare();
const front = createFrontPageCache();
// The API's public answers, from the same tags as the pages (decision 062).
const apiFront = createFrontApiCache({ maxMb: numberOf(process.env.FRONT_API_CACHE_MAX_MB) });
// The client's address for the API's rate limits, from the trusted proxies only (decision 049).
const clients = createClientAddressContext(process.env.TRUSTED_PROXIES);
// Malformed paths and refused methods, answered before Next (server/front/request-edge.mjs).
const edge = createRequestEdge({ dir });
// /api answered by the API itself once the app has built it, without Next's router (decision 063).
const api = createDirectApi({
  securityHeaders: edge.securityHeaders,
  hostname,
  enabled: process.env.DIRECT_API !== '0',
});
// The health check from the database monitor, and the API's capacity (decision 060).
const admission = createApiAdmission({
  securityHeaders: edge.securityHeaders,
  maxInFlight: numberOf(process.env.API_MAX_IN_FLIGHT),
});
// Strict-Transport-Security on every answer over https, none over http (decision 052).
const transport = createTransportSecurity({
  trustedProxies: process.env.TRUSTED_PROXIES,
  publicBaseUrl: process.env.PUBLIC_BASE_URL,
});

const server = createServer((req, res) => {
  transport.apply(req, res);
  if (edge.handle(req, res)) return;
  if (apiFront.serve(req, res)) return;
  if (admission.handle(req, res)) return;
  if (front.serve(req, res)) return;
  front.capture(req, res, () =>
    apiFront.capture(req, res, () => {
      clients
        .run(req, () => api.handle(req, res) ?? handle(req, res))
        .catch((error) => {
          console.error(error);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
    }),
  );
});

edge.attach(server);

// Idle keep-alive connections stay open longer than a proxy's or a client's usual idle timeout
// (60 s): with Node's 5 s, a client reusing a connection just as the server closes it gets a
// reset (seen as ECONNRESET in the end-to-end run).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// A hot pop-up's opening connects a thousand phones at once: Node's default backlog (511)
// overflowed in the rush bench.
server.listen({ port, host: hostname, backlog: 4096 }, () => {
  console.log(`▲ Popspot ready on http://${hostname}:${port}`);
});

let closing = false;
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Finish the requests in flight, then let Next close what it opened.
    server.close(() => {
      app
        .close()
        .catch(() => {})
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
