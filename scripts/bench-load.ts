/**
 * `npm run bench -- --only=load`: 200 connections for 30 s on `/popup/{id}` (autocannon in a
 * worker thread, 10 s timeout, so a request that gets no answer is counted) while this process
 * polls `/api/health` every 100 ms on a new connection each time, as a load balancer would,
 * with a 5 s timeout of its own.
 * Targets (issue 10): no page error or timeout, page p99 under 1 s, health p99 under 200 ms.
 * BENCH_LOAD_CONNECTIONS and BENCH_LOAD_SECONDS change the load.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { cannon, fmt, percentile, printTable, sleep, type SeededApp, type SummaryRow } from './bench-app';

const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const PAGE_TIMEOUT_S = 10;
const HEALTH_EVERY_MS = 100;
const HEALTH_TIMEOUT_MS = 5_000;
const MAX_PAGE_P99_MS = 1_000;
const MAX_HEALTH_P99_MS = 200;

type Probe = { ms: number; ok: boolean; timedOut: boolean };

/** One GET on a fresh connection (agent: false): how long until the whole answer arrived. */
function probe(url: string): Promise<Probe> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (ok: boolean, timedOut = false) => {
      if (settled) return;
      settled = true;
      resolve({ ms: performance.now() - started, ok, timedOut });
    };
    const req = http.get(url, { agent: false, timeout: HEALTH_TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode === 200));
      res.on('error', () => done(false));
    });
    req.on('timeout', () => {
      done(false, true);
      req.destroy();
    });
    req.on('error', () => done(false));
  });
}

/** Polls until `stop` is set, one probe at a time, starting one every HEALTH_EVERY_MS. */
async function pollHealth(url: string, state: { stop: boolean }): Promise<Probe[]> {
  const probes: Probe[] = [];
  while (!state.stop) {
    const p = await probe(url);
    probes.push(p);
    await sleep(Math.max(0, HEALTH_EVERY_MS - p.ms));
  }
  return probes;
}

export async function benchLoad(app: SeededApp): Promise<SummaryRow[]> {
  const pageUrl = `${app.base}/popup/${app.spotId}`;
  console.log(
    `\n[bench:load] ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s on /popup/${app.spotId} (timeout ${PAGE_TIMEOUT_S} s), /api/health every ${HEALTH_EVERY_MS} ms (timeout ${HEALTH_TIMEOUT_MS / 1000} s)`,
  );
  await (await fetch(pageUrl)).arrayBuffer(); // into the cache

  // Health before the load, for comparison.
  const idle: Probe[] = [];
  for (let i = 0; i < 20; i++) idle.push(await probe(`${app.base}/api/health`));

  const state = { stop: false };
  const polling = pollHealth(`${app.base}/api/health`, state);
  let page;
  try {
    page = await cannon({
      url: pageUrl,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      timeout: PAGE_TIMEOUT_S,
      worker: true,
      warmUp: false,
    });
  } finally {
    state.stop = true;
  }
  const probes = await polling;

  // Every probe counts, a timed-out one as the time it was given up on (HEALTH_TIMEOUT_MS):
  // a load balancer sees those too.
  const sorted = probes.map((p) => p.ms).sort((a, b) => a - b);
  const failed = probes.filter((p) => !p.ok && !p.timedOut).length;
  const timedOut = probes.filter((p) => p.timedOut).length;
  const idleSorted = idle.map((p) => p.ms).sort((a, b) => a - b);
  const health = {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };

  const pageFailures = page.errors + page.non2xx; // errors include timeouts
  const pageMet = pageFailures === 0 && page.p99 < MAX_PAGE_P99_MS;
  const healthMet = failed + timedOut === 0 && health.p99 < MAX_HEALTH_P99_MS;
  console.log('');
  printTable(
    ['', 'req/s', 'p50', 'p99', 'max', 'errors', 'timeouts', 'non-2xx', 'target'],
    [
      [
        `/popup/{id}, ${LOAD_CONNECTIONS} conn.`,
        fmt.rps(page.rps),
        fmt.ms(page.p50),
        fmt.ms(page.p99),
        fmt.ms(page.max),
        String(page.errors - page.timeouts),
        String(page.timeouts),
        String(page.non2xx),
        `0 errors, p99 <${MAX_PAGE_P99_MS} ms ${fmt.mark(pageMet)}`,
      ],
      [
        `/api/health meanwhile (${probes.length} probes)`,
        '',
        fmt.ms(health.p50),
        fmt.ms(health.p99),
        fmt.ms(health.max),
        String(failed),
        String(timedOut),
        '',
        `p99 <${MAX_HEALTH_P99_MS} ms ${fmt.mark(healthMet)}`,
      ],
      [
        '/api/health before, idle (20 probes)',
        '',
        fmt.ms(percentile(idleSorted, 50)),
        fmt.ms(percentile(idleSorted, 99)),
        fmt.ms(idleSorted[idleSorted.length - 1]),
        '',
        '',
        '',
        '',
      ],
    ],
    'lrrrrrrrl',
  );
  if (page.timeouts > 0) {
    console.log(
      `(autocannon's page latencies leave out the ${page.timeouts} requests that timed out after ${PAGE_TIMEOUT_S} s; health percentiles include its timeouts as ${HEALTH_TIMEOUT_MS / 1000} s)`,
    );
  }
  return [
    {
      section: 'load',
      what: `/popup/{id} at ${LOAD_CONNECTIONS}: errors+timeouts, p99`,
      value: `${pageFailures}, ${fmt.ms(page.p99)}`,
      target: `0, <${MAX_PAGE_P99_MS} ms`,
      met: pageMet,
    },
    {
      section: 'load',
      what: '/api/health meanwhile: failed, p99',
      value: `${failed + timedOut}, ${fmt.ms(health.p99)}`,
      target: `0, <${MAX_HEALTH_P99_MS} ms`,
      met: healthMet,
    },
  ];
}
