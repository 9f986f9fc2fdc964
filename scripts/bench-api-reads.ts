/**
 * `npm run bench -- --only=api-reads`: what the browser calls while a visitor filters, scrolls
 * and opens tabs, and a signed-in user's own reads, side by side with a static file on one
 * server (the shared seeded PGlite app), autocannon at BENCH_CONNECTIONS (20) for
 * BENCH_SECONDS (10) each after a warm-up (issue 30).
 *
 * The keyword search asks the next of ten words people search on every request; a logged
 * search is never answered from the front cache (decision 062), so it measures the search itself. The signed-in reads carry the demo
 * user's bearer token. Targets: public reads at least 25 % of the static file with p99 under
 * 100 ms; new-keyword searches at least 100 req/s (PGlite); signed-in reads at least 10 %.
 */
import autocannon from 'autocannon';
import {
  CONNECTIONS,
  DURATION,
  SEARCH_WORDS,
  demoToken,
  fmt,
  printTable,
  type SeededApp,
  type SummaryRow,
} from './bench-app';

type Read = {
  name: string;
  path: string;
  kind: 'static' | 'public' | 'search' | 'signed-in';
};

const PUBLIC_SHARE = 25;
const SIGNED_IN_SHARE = 10;
const MAX_P99_MS = 100;
const SEARCH_RPS = 100;
const WARM_UP_SECONDS = 2;

async function measure(base: string, read: Read, token: string | null) {
  let n = 0;
  const options: autocannon.Options = {
    url: `${base}${read.path}`,
    connections: CONNECTIONS,
    timeout: 10,
    headers: read.kind === 'signed-in' && token ? { authorization: `Bearer ${token}` } : undefined,
    // A new keyword each time: the list's search with nothing cached.
    ...(read.kind === 'search'
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                n += 1;
                // A word people search, then another: the front never answers a logged search,
                // so each request runs the search itself.
                const word = SEARCH_WORDS[n % SEARCH_WORDS.length];
                return { ...request, path: `${read.path}${encodeURIComponent(word)}` };
              },
            },
          ],
        }
      : {}),
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const r = await autocannon({ ...options, duration: DURATION });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function benchApiReads(app: SeededApp): Promise<SummaryRow[]> {
  const token = await demoToken(app.base);
  const seoul = 'swLat=37.45&swLng=126.85&neLat=37.65&neLng=127.15';
  const reads: Read[] = [
    { name: 'static file /icon.svg', path: '/icon.svg', kind: 'static' },
    { name: 'GET /api/v1/spots/{id}', path: `/api/v1/spots/${app.spotId}`, kind: 'public' },
    { name: 'GET /api/v1/spots?sort=score', path: '/api/v1/spots?sort=score', kind: 'public' },
    { name: 'GET /api/v2/spots/{id}/reviews', path: `/api/v2/spots/${app.spotId}/reviews`, kind: 'public' },
    { name: 'GET /api/v1/spots/map (Seoul)', path: `/api/v1/spots/map?${seoul}`, kind: 'public' },
    { name: 'GET /api/v1/search/suggestions', path: '/api/v1/search/suggestions?keyword=%EC%84%B1', kind: 'public' },
    { name: 'GET /api/v1/spots/{id}/spot-queues', path: `/api/v1/spots/${app.spotId}/spot-queues`, kind: 'public' },
    { name: 'GET /api/v1/spots?keyword=(new each time)', path: '/api/v1/spots?keyword=', kind: 'search' },
    { name: 'my tickets GET /api/v1/users/spot-queues', path: '/api/v1/users/spot-queues', kind: 'signed-in' },
    { name: 'my picks GET /api/v1/users/picks', path: '/api/v1/users/picks', kind: 'signed-in' },
    { name: 'my page GET /api/v1/users/me', path: '/api/v1/users/me', kind: 'signed-in' },
  ];
  console.log(`\n[bench:api-reads] ${CONNECTIONS} connections, ${DURATION} s each after a warm-up`);
  const results: { read: Read; m: Awaited<ReturnType<typeof measure>> }[] = [];
  for (const read of reads) {
    const m = await measure(app.base, read, token);
    results.push({ read, m });
    console.log(`[bench:api-reads] ${read.name}: ${fmt.rps(m.rps)} req/s`);
  }
  const upper = results[0].m.rps;
  const rows: string[][] = [];
  const summary: SummaryRow[] = [];
  for (const { read, m } of results) {
    const share = (m.rps / upper) * 100;
    const [target, met] =
      read.kind === 'public'
        ? [`≥${PUBLIC_SHARE} %, <${MAX_P99_MS} ms`, share >= PUBLIC_SHARE && m.p99 < MAX_P99_MS && m.errors === 0]
        : read.kind === 'signed-in'
          ? [`≥${SIGNED_IN_SHARE} %`, share >= SIGNED_IN_SHARE && m.errors === 0]
          : read.kind === 'search'
            ? [`≥${SEARCH_RPS} req/s`, m.rps >= SEARCH_RPS && m.errors === 0]
            : ['', undefined];
    rows.push([read.name, fmt.rps(m.rps), fmt.ms(m.p99), fmt.pct(share), String(m.errors), target, fmt.mark(met)]);
    if (met !== undefined) {
      summary.push({
        section: 'api-reads',
        what: read.name,
        value: `${fmt.rps(m.rps)} req/s, ${fmt.pct(share)}, p99 ${fmt.ms(m.p99)}`,
        target,
        met,
      });
    }
  }
  console.log('');
  printTable(['read', 'req/s', 'p99', 'vs static', 'errors', 'target', ''], rows, 'lrrrrll');
  return summary;
}
