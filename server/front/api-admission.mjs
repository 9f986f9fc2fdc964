// @ts-check
/**
 * Admission to the API, before Next (decision 060): what keeps a hot pop-up's opening from
 * taking the whole server down.
 *
 * - The health check never waits behind the work. The app pings its database once a second
 *   (server/services/health/health-monitor.ts) and leaves the result on globalThis; while
 *   the last good ping is recent, GET /api/health is answered from it here, in the API's
 *   envelope, without queueing behind a thousand joins in Next's router and the database's
 *   queue. When pings stop succeeding it answers 503 at once. Before the first ping (a
 *   process just started) the request goes to the API, which checks for real.
 * - Past capacity the API answers quickly. At most `maxInFlight` API requests are worked on
 *   at once; one more is answered 503 SERVICE_UNAVAILABLE with Retry-After at once, instead of
 *   joining a queue in which every request, and every page, waits for seconds. Live streams
 *   (`/live`) are long-lived and cheap while idle: they do not count.
 */

/** The API's answers made here (api/error-codes.ts, server/http/result-descriptions.ts). */
export const SUCCESS = { code: 20000000, desc: 'SUCCESS' };
export const SERVICE_UNAVAILABLE = { code: 50300000, desc: 'The service is temporarily unavailable' };

/** The monitor's state (health-monitor.ts writes it). */
const HEALTH_KEY = Symbol.for('popspot.health');
/** A good ping older than this no longer vouches for the database. */
export const HEALTH_STALE_MS = 5_000;
const DEFAULT_MAX_IN_FLIGHT = 1_024;

/**
 * @typedef {{ driver: 'pglite' | 'postgres'; version: string; startedAt: number; okAt: number; latencyMs: number }} HealthState
 */

/** @returns {HealthState | undefined} */
function healthState() {
  return /** @type {Record<symbol, HealthState | undefined>} */ (/** @type {unknown} */ (globalThis))[HEALTH_KEY];
}

/**
 * What the health check answers now from the monitor's state, or null to let the API check.
 * @param {HealthState | undefined} state
 * @param {number} now
 * @returns {{ status: 200 | 503; body: unknown } | null}
 */
export function healthAnswer(state, now) {
  if (!state) return null;
  if (state.okAt && now - state.okAt < HEALTH_STALE_MS) {
    return {
      status: 200,
      body: {
        data: { status: 'ok', database: { driver: state.driver, latencyMs: state.latencyMs }, version: state.version },
        result: SUCCESS,
      },
    };
  }
  // Pinging for a while without one good answer: the database is gone or stuck.
  if (now - Math.max(state.okAt, state.startedAt) >= HEALTH_STALE_MS) {
    return { status: 503, body: { data: null, result: SERVICE_UNAVAILABLE } };
  }
  return null;
}

/**
 * Whether a request counts against the API's capacity: the API's own work, not the health
 * check, nor a live stream that mostly waits.
 * @param {string} url
 */
export function countsAgainstCapacity(url) {
  if (!url.startsWith('/api/')) return false;
  const path = url.split('?')[0];
  return path !== '/api/health' && !path.endsWith('/live');
}

/**
 * @param {{ maxInFlight?: number; securityHeaders?: [string, string][]; now?: () => number }} [options]
 */
export function createApiAdmission(options = {}) {
  // The app's health monitor starts only where something answers from it (health-monitor.ts).
  /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[Symbol.for('popspot.health.wanted')] =
    true;
  const maxInFlight =
    options.maxInFlight !== undefined && Number.isFinite(options.maxInFlight) && options.maxInFlight > 0
      ? options.maxInFlight
      : DEFAULT_MAX_IN_FLIGHT;
  const securityHeaders = options.securityHeaders ?? [];
  const now = options.now ?? Date.now;
  let inFlight = 0;

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   * @param {[string, string][]} [extra]
   */
  const send = (res, status, body, extra = []) => {
    const json = JSON.stringify(body);
    res.writeHead(
      status,
      [
        ...securityHeaders,
        ['Content-Type', 'application/json'],
        ['Content-Length', String(Buffer.byteLength(json))],
        ['Cache-Control', 'no-store'],
        ['X-Content-Type-Options', 'nosniff'],
        ...extra,
      ].flat(),
    );
    res.end(json);
  };

  return {
    /** API requests being worked on now. */
    get inFlight() {
      return inFlight;
    },

    /**
     * Answers the health check or a request past capacity (true), or lets the request in
     * (false) and counts it until its answer is sent.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    handle(req, res) {
      const url = req.url ?? '';
      if (url === '/api/health' && (req.method === 'GET' || req.method === 'HEAD')) {
        const answer = healthAnswer(healthState(), now());
        if (answer) {
          send(res, answer.status, answer.body, answer.status === 503 ? [['Retry-After', '5']] : []);
          return true;
        }
        return false;
      }
      if (!countsAgainstCapacity(url)) return false;
      if (inFlight >= maxInFlight) {
        // One or two seconds, at random: those turned away together do not return together.
        send(res, 503, { data: null, result: SERVICE_UNAVAILABLE }, [['Retry-After', String(1 + (inFlight % 2))]]);
        return true;
      }
      inFlight += 1;
      let done = false;
      res.once('close', () => {
        if (done) return;
        done = true;
        inFlight -= 1;
      });
      return false;
    },
  };
}
