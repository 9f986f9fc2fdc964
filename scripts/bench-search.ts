/**
 * The search section of `npm run bench` (alone: `npm run bench -- --only=search`): seeds a
 * fresh PGlite database in a temp directory with 1,000 and then 100,000 generated pop-ups and
 * times the search API in-process (app.request, sequential, after a warm-up), then prints
 * EXPLAIN (ANALYZE) of the keyword and map statements at the largest size and checks that
 * they use their indexes. A benchmark, not a test: it reports and never fails on numbers.
 *
 * Sizes: BENCH_SEARCH_SIZES=1000,100000 (default); runs per query: BENCH_SEARCH_RUNS=150;
 * BENCH_SEARCH_DATA_DIR=dir keeps the seeded databases there for the next run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SummaryRow } from './bench-app';

type Case = { name: string; path: string };
type Timing = { name: string; p50: number; p95: number; max: number; total: number };

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 150);
const WARM_UP = 20;
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '1000,100000').split(',').map(Number);
/** What p95 should stay under at 100,000 pop-ups (docs/decisions/014-search.md). */
const TARGET_P95_MS = 30;

function seoulDay(offset: number): string {
  const d = new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Only in a few translated titles: the grams index finds it without reading the table. */
const RARE_KEYWORD = 'flagship';

// The map's default viewport around Seongsu (MAP_DEFAULTS centre 37.5418, 127.0563), about
// 3.3 km by 4.4 km: a phone screen at street level.
const SEONGSU_VIEW = { swLat: 37.527, swLng: 127.031, neLat: 37.557, neLng: 127.081 };

// A sparse one: Haeundae, where few pop-ups are.
const BUSAN_VIEW = { swLat: 35.15, swLng: 129.14, neLat: 35.17, neLng: 129.17 };

function cases(): Case[] {
  const q = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return [
    { name: "keyword '성수'", path: `/api/v1/spots?${q({ keyword: '성수' })}` },
    { name: "keyword '팝업'", path: `/api/v1/spots?${q({ keyword: '팝업' })}` },
    { name: "keyword '캐릭터'", path: `/api/v1/spots?${q({ keyword: '캐릭터' })}` },
    { name: `keyword '${RARE_KEYWORD}' (rare)`, path: `/api/v1/spots?${q({ keyword: RARE_KEYWORD })}` },
    { name: 'no filter (home list)', path: '/api/v1/spots' },
    { name: 'today + BENEFIT', path: `/api/v1/spots?${q({ dateFilter: 'today', categories: 'BENEFIT' })}` },
    { name: 'SEONGSU, sort review', path: `/api/v1/spots?${q({ regionGroups: 'SEONGSU', sort: 'review' })}` },
    {
      name: 'range + WAITING, close_date',
      path: `/api/v1/spots?${q({ dateFilter: 'range', startDate: seoulDay(0), endDate: seoulDay(14), categories: 'WAITING', sort: 'close_date' })}`,
    },
    {
      name: "'성수' page 5, distance",
      path: `/api/v1/spots?${q({ keyword: '성수', page: 5, latitude: 37.5418, longitude: 127.0563 })}`,
    },
    { name: 'map: Seongsu viewport', path: `/api/v1/spots/map?${q(SEONGSU_VIEW)}` },
    { name: 'map: Seongsu + today', path: `/api/v1/spots/map?${q({ ...SEONGSU_VIEW, dateFilter: 'today' })}` },
    { name: 'map: Busan viewport', path: `/api/v1/spots/map?${q(BUSAN_VIEW)}` },
    // Korean-aware search (docs/decisions/055-korean-search.md).
    { name: "keyword 'ㅅㅅ' (초성, dense)", path: `/api/v1/spots?${q({ keyword: 'ㅅㅅ' })}` },
    { name: "keyword 'ㅍㅇㅅㅌㅇ' (초성, long)", path: `/api/v1/spots?${q({ keyword: 'ㅍㅇㅅㅌㅇ' })}` },
    { name: "keyword '성수 팝업' (2 words)", path: `/api/v1/spots?${q({ keyword: '성수 팝업' })}` },
    { name: "keyword '성수팝업' (no space)", path: `/api/v1/spots?${q({ keyword: '성수팝업' })}` },
    { name: "typo '팝업스토아' (0 → lookup)", path: `/api/v1/spots?${q({ keyword: '팝업스토아' })}` },
    { name: "typo 'flagshp' (corrected)", path: `/api/v1/spots?${q({ keyword: 'flagshp' })}` },
    { name: "map: 'ㅅㅅ' in Seongsu", path: `/api/v1/spots/map?${q({ ...SEONGSU_VIEW, keyword: 'ㅅㅅ' })}` },
    // How people type on a phone (decision 068): run together, the wrong keyboard, word forms, English.
    { name: "'버니블룸팝업' (split)", path: `/api/v1/spots?${q({ keyword: '버니블룸팝업' })}` },
    { name: "'강남뷰티' (split)", path: `/api/v1/spots?${q({ keyword: '강남뷰티' })}` },
    { name: "'tjdtn' (keyboard)", path: `/api/v1/spots?${q({ keyword: 'tjdtn' })}` },
    { name: "'qjslqmffnavkqdjq' (keyboard)", path: `/api/v1/spots?${q({ keyword: 'qjslqmffnavkqdjq' })}` },
    { name: "'전시회' (vocabulary)", path: `/api/v1/spots?${q({ keyword: '전시회' })}` },
    { name: "'seongsu popup' (en)", path: `/api/v1/spots?${q({ keyword: 'seongsu popup', lang: 'en' })}` },
    { name: "map: 'tjdtn' (keyboard)", path: `/api/v1/spots/map?${q({ ...SEONGSU_VIEW, keyword: 'tjdtn' })}` },
    { name: "suggest 'ㅅㅅ'", path: `/api/v1/search/suggestions?${q({ keyword: 'ㅅㅅ' })}` },
    { name: "suggest '성ㅅ' (mid-IME)", path: `/api/v1/search/suggestions?${q({ keyword: '성ㅅ' })}` },
    { name: "suggest '팝업스'", path: `/api/v1/search/suggestions?${q({ keyword: '팝업스' })}` },
    { name: "suggest 'seong' (en)", path: `/api/v1/search/suggestions?${q({ keyword: 'seong', lang: 'en' })}` },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function benchSearch(): Promise<SummaryRow[]> {
  // BENCH_SEARCH_DATA_DIR keeps the databases between runs (the seed skips a seeded one),
  // for iterating on indexes without seeding 100,000 pop-ups each time.
  const keep = process.env.BENCH_SEARCH_DATA_DIR;
  const root = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), 'popspot-bench-search-'));
  // Before any server module reads the environment: seed images go to the temp directory.
  process.env.UPLOAD_DIR = path.join(root, 'uploads');
  process.env.LOG_LEVEL = 'error';
  process.env.JWT_SECRET ??= 'bench-secret-0123456789abcdef0123456789abcdef';
  delete process.env.DATABASE_URL;

  const { sql } = await import('drizzle-orm');
  // (The tests' name for "make this the current database"; renamed so it does not read as a React hook.)
  const { createDatabase, useDatabaseForTests: setCurrentDatabase } = await import('../server/db/client');
  const { migrateDatabase } = await import('../server/db/migrate');
  const { seedDatabase } = await import('../server/db/seed');
  const { createApp } = await import('../server/http/app');
  const { DENSE_KEYWORD_MATCHES, searchSpotsStatements } = await import('../server/services/search/search-spots');
  const { searchSpotsInBoundsQuery } = await import('../server/services/search/search-spots-in-bounds');
  const { refreshSearchTerms } = await import('../server/services/search/refresh-search-terms');

  const results: { size: number; seedSeconds: number; timings: Timing[] }[] = [];
  try {
    for (const size of SIZES) {
      const handle = await createDatabase({ pgliteDir: path.join(root, `pglite-${size}`) });
      try {
        const started = performance.now();
        await migrateDatabase(handle.db);
        const seeded = await seedDatabase(handle.db, { spots: size });
        // PGlite has no autovacuum: without statistics the planner guesses row counts. FULL
        // also drops the dead row versions the seed's bulk counter updates leave (about one per
        // pop-up), so the numbers are those of a settled table, as autovacuum keeps a server's;
        // BENCH_SEARCH_VACUUM=plain measures the table as the seed leaves it.
        await handle.db.execute(
          process.env.BENCH_SEARCH_VACUUM === 'plain' ? sql`VACUUM ANALYZE` : sql`VACUUM (FULL, ANALYZE)`,
        );
        const seedSeconds = (performance.now() - started) / 1000;
        console.log(
          `\n[bench:search] ${size.toLocaleString('en')} pop-ups ${seeded.seeded ? 'seeded' : '(already seeded)'}, VACUUM ANALYZE: ${seedSeconds.toFixed(1)} s`,
        );

        // The scheduler's dictionary rebuild (the seed already ran one; this one is what a
        // scheduler round costs on a settled table), and what the search columns weigh.
        const refresh = await refreshSearchTerms(handle.db);
        const sizes = await handle.db.execute<{ name: string; bytes: string }>(
          sql`SELECT relname AS name, pg_relation_size(oid)::text AS bytes FROM pg_class
              WHERE relname IN ('spots', 'spots_search_grams_idx', 'spots_search_choseong_grams_idx',
                                'spots_search_choseong_trgm_idx', 'search_terms')
              ORDER BY relname`,
        );
        console.log(
          `[bench:search] refreshSearchTerms: ${refresh.durationMs} ms, ${refresh.total} terms; sizes: ${sizes.rows
            .map((r) => `${r.name} ${(Number(r.bytes) / 1_048_576).toFixed(1)} MiB`)
            .join(', ')}`,
        );

        // The app's routes reach the database through the process-wide handle.
        setCurrentDatabase(handle.db);
        const app = createApp();
        const timings: Timing[] = [];
        for (const c of cases()) {
          let matched = 0;
          for (let i = 0; i < WARM_UP; i++) {
            const res = await app.request(c.path);
            if (res.status !== 200) throw new Error(`${c.name}: HTTP ${res.status} ${await res.text()}`);
            const body = (await res.json()) as {
              data: { content?: unknown[]; items?: unknown[]; page?: { totalElements: number } };
            };
            // Suggestions answer items; the list and the map answer content.
            matched = body.data.page?.totalElements ?? (body.data.content ?? body.data.items ?? []).length;
          }
          const ms: number[] = [];
          for (let i = 0; i < RUNS; i++) {
            const t = performance.now();
            const res = await app.request(c.path);
            await res.arrayBuffer();
            ms.push(performance.now() - t);
          }
          ms.sort((a, b) => a - b);
          timings.push({
            name: c.name,
            p50: percentile(ms, 50),
            p95: percentile(ms, 95),
            max: ms[ms.length - 1],
            total: matched,
          });
        }
        results.push({ size, seedSeconds, timings });
        printTimings(size, timings);

        if (size === Math.max(...SIZES)) {
          for (const keyword of ['성수', '캐릭터', RARE_KEYWORD]) {
            const input = searchInput({ keyword });
            const { count } = searchSpotsStatements(handle.db, input);
            await explain(handle, `keyword '${keyword}', count`, count.toSQL(), 'spots_search_grams_idx');
            // The service's choice: a common keyword's page is read in popularity order.
            const [{ total }] = await count;
            const keywordIndex = total <= DENSE_KEYWORD_MATCHES;
            const { page } = searchSpotsStatements(handle.db, input, { keywordIndex });
            await explain(
              handle,
              `keyword '${keyword}' (${total} matches), page`,
              page.toSQL(),
              keywordIndex ? 'spots_search_grams_idx' : 'spots_popularity_idx',
            );
          }
          const choseong = searchSpotsStatements(handle.db, searchInput({ keyword: 'ㅅㅅ' }));
          await explain(
            handle,
            "keyword 'ㅅㅅ' (초성), count",
            choseong.count.toSQL(),
            'spots_search_choseong_grams_idx',
          );
          const noFilter = searchSpotsStatements(handle.db, searchInput({}));
          await explain(handle, 'no filter, page', noFilter.page.toSQL(), 'spots_popularity_idx');
          await explain(
            handle,
            'map: Seongsu viewport',
            searchSpotsInBoundsQuery(handle.db, { ...SEONGSU_VIEW, dateFilter: 'all' }).toSQL(),
            // Dense: the 501 most popular come after a few thousand rows in popularity order.
            ['spots_lat_lng_idx', 'spots_popularity_idx'],
          );
          await explain(
            handle,
            'map: Busan viewport',
            searchSpotsInBoundsQuery(handle.db, { ...BUSAN_VIEW, dateFilter: 'all' }).toSQL(),
            'spots_lat_lng_idx',
          );
        }
      } finally {
        setCurrentDatabase(null);
        await handle.close();
      }
    }
    if (results.length > 1) printComparison(results);
  } finally {
    if (!keep) rmSync(root, { recursive: true, force: true });
  }
  return summarize(results);
}

/** The slowest query's p95 at each size (the target applies at 100,000). */
function summarize(results: { size: number; timings: Timing[] }[]): SummaryRow[] {
  return results.map(({ size, timings }) => {
    const worst = timings.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    return {
      section: 'search',
      what: `${size.toLocaleString('en')} pop-ups: slowest p95 (${worst.name})`,
      value: `${worst.p95.toFixed(1)} ms`,
      ...(size >= 100_000 ? { target: `<${TARGET_P95_MS} ms`, met: worst.p95 < TARGET_P95_MS } : {}),
    };
  });
}

function searchInput(extra: { keyword?: string }) {
  return { dateFilter: 'all' as const, page: 0, size: 20, sort: 'score' as const, ...extra };
}

async function explain(
  handle: { db: unknown },
  name: string,
  query: { sql: string; params: unknown[] },
  expectedIndex?: string | string[],
): Promise<void> {
  type Client = { query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
  const client = (handle.db as { $client: Client }).$client;
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params);
  const plan = rows.map((r) => Object.values(r)[0]).join('\n');
  const used = [
    ...new Set(
      [...plan.matchAll(/(?:Index Scan|Index Only Scan) using (\w+)|Bitmap Index Scan on (\w+)/g)].map(
        (m) => m[1] ?? m[2],
      ),
    ),
  ];
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  const expected = expectedIndex === undefined ? [] : [expectedIndex].flat();
  const verdict = expected.length
    ? expected.some((i) => used.includes(i))
      ? `(as expected: ${expected.join(' or ')})`
      : `(EXPECTED ${expected.join(' or ')})`
    : '';
  console.log(
    `\n[bench:search] EXPLAIN ANALYZE, ${name}: ${time} ms; indexes: ${used.join(', ') || 'none (sequential scan)'} ${verdict}`,
  );
  console.log(plan.replace(/^/gm, '    '));
}

function printTimings(size: number, timings: Timing[]): void {
  console.log(
    `[bench:search] ${size.toLocaleString('en')} pop-ups, ${RUNS} sequential in-process requests each after ${WARM_UP} warm-up`,
  );
  console.log('query                            matches     p50 ms   p95 ms   max ms');
  for (const t of timings) {
    const flag = size >= 100_000 && t.p95 >= TARGET_P95_MS ? `  (over ${TARGET_P95_MS} ms)` : '';
    console.log(
      `${t.name.padEnd(31)} ${String(t.total).padStart(8)} ${t.p50.toFixed(1).padStart(10)} ${t.p95.toFixed(1).padStart(8)} ${t.max.toFixed(1).padStart(8)}${flag}`,
    );
  }
}

function printComparison(results: { size: number; seedSeconds: number; timings: Timing[] }[]): void {
  console.log('\n[bench:search] p95 ms by size');
  console.log(`${'query'.padEnd(31)} ${results.map((r) => r.size.toLocaleString('en').padStart(10)).join('')}`);
  for (let i = 0; i < results[0].timings.length; i++) {
    console.log(
      `${results[0].timings[i].name.padEnd(31)} ${results.map((r) => r.timings[i].p95.toFixed(1).padStart(10)).join('')}`,
    );
  }
  console.log(
    `${'seed + VACUUM ANALYZE (s)'.padEnd(31)} ${results.map((r) => r.seedSeconds.toFixed(0).padStart(10)).join('')}`,
  );
}
