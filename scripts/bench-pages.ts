/**
 * `npm run bench -- --only=pages`: a static file, the public pages and one API read side by
 * side on one server, autocannon at BENCH_CONNECTIONS (20) for BENCH_SECONDS (10) each after a
 * warm-up. Each page is requested once first, so it is measured from Next's cache (decision
 * 026); the x-nextjs-cache header of the last response says whether it was.
 * Targets (issue 10): each page at least 25 % of the static file's req/s, p99 under 100 ms.
 */
import os from 'node:os';
import {
  CONNECTIONS,
  DURATION,
  cannon,
  fmt,
  printTable,
  type Measured,
  type SeededApp,
  type SummaryRow,
} from './bench-app';

const MIN_SHARE = 25;
const MAX_P99_MS = 100;

type Target = { name: string; path: string; page: boolean };

export async function benchPages(app: SeededApp): Promise<SummaryRow[]> {
  const targets: Target[] = [
    { name: 'static file /icon.svg', path: '/icon.svg', page: false },
    { name: '/popup/{id}', path: `/popup/${app.spotId}`, page: true },
    { name: '/ (home)', path: '/', page: true },
    { name: '/popup/list', path: '/popup/list', page: true },
    { name: '/magazine', path: '/magazine', page: true },
    { name: 'GET /api/v1/spots/{id}', path: `/api/v1/spots/${app.spotId}`, page: false },
  ];
  console.log(
    `\n[bench:pages] ${CONNECTIONS} connections, ${DURATION} s each after a warm-up; pop-up ${app.spotId}; ${os.cpus().length} cores`,
  );
  const results: { target: Target; m: Measured }[] = [];
  for (const target of targets) {
    const url = `${app.base}${target.path}`;
    // Once alone: the first visit renders the page into the cache.
    const first = await fetch(url);
    await first.arrayBuffer();
    if (!first.ok) console.log(`[bench:pages] ${target.path} answered ${first.status} on its first visit`);
    const m = await cannon({ url, cacheHeader: target.page });
    results.push({ target, m });
    console.log(`[bench:pages] ${target.name}: ${fmt.rps(m.rps)} req/s`);
  }

  const upper = results[0].m.rps;
  const rows: string[][] = [];
  const summary: SummaryRow[] = [];
  for (const { target, m } of results) {
    const share = (m.rps / upper) * 100;
    const met = target.page ? share >= MIN_SHARE && m.p99 < MAX_P99_MS : undefined;
    rows.push([
      target.name,
      fmt.rps(m.rps),
      fmt.ms(m.p50),
      fmt.ms(m.p99),
      fmt.pct(share),
      String(m.errors + m.non2xx),
      target.page ? `${m.cache} (${m.hits}/${m.requests} HIT)` : '',
      target.page ? `≥${MIN_SHARE} %, <${MAX_P99_MS} ms ${fmt.mark(met)}` : '',
    ]);
    if (target.page) {
      summary.push({
        section: 'pages',
        what: `${target.name}: share of static, p99`,
        value: `${fmt.pct(share)}, ${fmt.ms(m.p99)}`,
        target: `≥${MIN_SHARE} %, <${MAX_P99_MS} ms`,
        met,
      });
    }
  }
  console.log('');
  printTable(
    ['target', 'req/s', 'p50', 'p99', 'vs static', 'errors', 'x-nextjs-cache (last)', 'target'],
    rows,
    'lrrrrrll',
  );
  return summary;
}
