/**
 * `npm run bench -- --only=api-scale`: the API (never served from the page cache) on
 * PostgreSQL with one and then two app processes. Needs BENCH_DATABASE_URL or
 * TEST_DATABASE_URL naming a PostgreSQL server whose role may create databases, e.g.
 * postgres://popspot_ci:popspot_ci@localhost:5432/postgres. Creates a fresh database there,
 * migrates and seeds it (npm run db:migrate / db:seed), starts one production server and measures
 * two reads at BENCH_CONNECTIONS (20); then starts a second process on the next port and
 * measures both at once (two autocannon runs side by side, half the connections each: summed
 * req/s, the worse p99). The database is dropped at the end.
 */
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  BASE_PORT,
  CONNECTIONS,
  DURATION,
  appEnv,
  cannon,
  demoToken,
  ensureBuild,
  firstSpotId,
  SEARCH_PATHS,
  fmt,
  migrateAndSeed,
  onCleanup,
  printTable,
  startServer,
  tempDir,
  type Measured,
  type SummaryRow,
} from './bench-app';

/** Issue 30: searches with a new keyword each time, at least this many a second on PostgreSQL. */
const SEARCH_RPS = 300;
/** What a second process must add to be 'measurably more'. */
const SCALE_GAIN_PCT = 10;

function serverUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Creates an empty database on the server; the returned URL names it. Dropped at cleanup. */
async function createBenchDatabase(url: string): Promise<string> {
  const name = `popspot_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  } finally {
    await admin.end();
  }
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      console.log(`[bench:api-scale] dropped database ${name}`);
    } finally {
      await c.end();
    }
  });
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  console.log(`[bench:api-scale] database ${name} on ${dbUrl.host}`);
  return dbUrl.toString();
}

export async function benchApiScale(): Promise<SummaryRow[]> {
  const url = serverUrl();
  if (!url) {
    console.log(
      '\n[bench:api-scale] skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g.\n' +
        '    TEST_DATABASE_URL=postgres://popspot_ci:popspot_ci@localhost:5432/postgres npm run bench -- --only=api-scale',
    );
    return [{ section: 'api-scale', what: 'skipped', value: 'no BENCH_DATABASE_URL / TEST_DATABASE_URL' }];
  }
  ensureBuild();
  console.log(
    `\n[bench:api-scale] the API on PostgreSQL, one then two app processes; ${DURATION} s each after a warm-up; ${os.cpus().length} cores`,
  );
  const dbUrl = await createBenchDatabase(url);
  const dir = tempDir('popspot-bench-pg-');
  const env = appEnv({ DATABASE_URL: dbUrl, UPLOAD_DIR: path.join(dir, 'uploads') });
  migrateAndSeed(env);

  const first = await startServer(BASE_PORT + 1, env);
  const id = await firstSpotId(first.base);
  const signedIn = { authorization: `Bearer ${await demoToken(first.base)}` };
  const reads = [
    // Signed in: the viewer's own part makes it an answer no cache gives (the anonymous one is
    // the front cache's, which measures autocannon rather than the app).
    {
      name: `GET /api/v1/spots/{id} (signed in)`,
      path: `/api/v1/spots/${id}`,
      paths: undefined,
      headers: signedIn,
      target: undefined,
    },
    // A new keyword each time, as in api-reads: the search itself, never a cached answer.
    {
      name: 'GET /api/v1/spots?keyword=(new each time)',
      path: SEARCH_PATHS[0],
      paths: SEARCH_PATHS,
      target: SEARCH_RPS,
    },
  ];

  const one: Measured[] = [];
  for (const r of reads) {
    one.push(
      await cannon({ url: `${first.base}${r.path}`, paths: r.paths, headers: r.headers, connections: CONNECTIONS }),
    );
    console.log(`[bench:api-scale] one process, ${r.name}: ${fmt.rps(one[one.length - 1].rps)} req/s`);
  }

  const second = await startServer(BASE_PORT + 2, env);
  const half = Math.max(1, Math.floor(CONNECTIONS / 2));
  const two: { rps: number; p50: number; p99: number; errors: number; each: number[] }[] = [];
  for (const r of reads) {
    const [a, b] = await Promise.all([
      cannon({ url: `${first.base}${r.path}`, paths: r.paths, headers: r.headers, connections: half }),
      cannon({ url: `${second.base}${r.path}`, paths: r.paths, headers: r.headers, connections: half }),
    ]);
    two.push({
      rps: a.rps + b.rps,
      p50: Math.max(a.p50, b.p50),
      p99: Math.max(a.p99, b.p99),
      errors: a.errors + a.non2xx + b.errors + b.non2xx,
      each: [a.rps, b.rps],
    });
    console.log(`[bench:api-scale] two processes, ${r.name}: ${fmt.rps(a.rps + b.rps)} req/s`);
  }
  await second.stop();
  await first.stop();

  const rows: string[][] = [];
  const summary: SummaryRow[] = [];
  reads.forEach((r, i) => {
    const o = one[i];
    const t = two[i];
    rows.push([
      r.name,
      `1 process, ${CONNECTIONS} conn.`,
      fmt.rps(o.rps),
      fmt.ms(o.p50),
      fmt.ms(o.p99),
      String(o.errors + o.non2xx),
      '',
    ]);
    rows.push([
      r.name,
      `2 processes, ${half}+${half} conn.`,
      `${fmt.rps(t.rps)} (${t.each.map(fmt.rps).join('+')})`,
      fmt.ms(t.p50),
      fmt.ms(t.p99),
      String(t.errors),
      `x${(t.rps / o.rps).toFixed(2)}`,
    ]);
    // Issue 30: a second process must do measurably more (here: at least 10 % more), and a
    // search with a new keyword at least SEARCH_RPS on either.
    const errors = o.errors + o.non2xx + t.errors;
    summary.push({
      section: 'api-scale',
      what: `${r.name}: req/s, 1 → 2 processes`,
      value: `${fmt.rps(o.rps)} → ${fmt.rps(t.rps)} (x${(t.rps / o.rps).toFixed(2)})`,
      target: `2 > 1 by ≥${SCALE_GAIN_PCT} %${r.target ? `, ≥${r.target} req/s` : ''}`,
      met:
        t.rps >= o.rps * (1 + SCALE_GAIN_PCT / 100) &&
        errors === 0 &&
        (!r.target || Math.min(o.rps, t.rps) >= r.target),
    });
  });
  console.log('');
  printTable(['read', 'processes', 'req/s', 'p50 (worse)', 'p99 (worse)', 'errors', 'scale'], rows, 'llrrrrr');
  console.log(
    `(${os.cpus().length} cores here${os.cpus().length <= 2 ? ': the two processes, PostgreSQL and autocannon all compete for the same cores, so two processes cannot be twice one' : ''}; on PostgreSQL ${new URL(url).host})`,
  );
  return summary;
}
