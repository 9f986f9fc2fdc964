/**
 * npm run bench: starts the built app on a fresh, seeded PGlite database and measures, in one
 * run, the server-rendered pop-up page, its API call and a static file from the same server
 * (the upper bound), with autocannon. Then every route's first-load JavaScript (gzip -9).
 * Then the search section (scripts/bench-search.ts): the search API at 1,000 and 100,000
 * pop-ups, with EXPLAIN of its keyword and map statements.
 * A benchmark, not a test: it reports numbers and never fails on them.
 *
 * One section alone: `npm run bench -- --only=app`, `--only=js` or `--only=search`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchSearch } from './bench-search';
import { FIRST_LOAD_BUDGETS_KIB, firstLoadJs, readRouteStats } from './first-load-js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://localhost:${PORT}`;

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function waitFor(url: string, server: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

type Row = { name: string; url: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(name: string, url: string): Promise<Row> {
  // Warm up (JIT, route compilation caches) before the measured run.
  await autocannon({ url, connections: 2, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    name,
    url,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** Every page route's first-load JavaScript, from the last build (builds one if there is none). */
function benchJs() {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) run('npx', ['next', 'build'], process.env);
  const stats = readRouteStats(root);
  if (!stats) {
    console.log('first-load JavaScript: .next/diagnostics/route-bundle-stats.json is missing (run next build)');
    return;
  }
  console.log('\nfirst-load JavaScript per route (KiB gzip -9; budget where there is one)');
  for (const entry of [...stats].sort((a, b) => a.route.localeCompare(b.route))) {
    const js = firstLoadJs(root, entry);
    const budget = FIRST_LOAD_BUDGETS_KIB[entry.route];
    console.log(
      `${entry.route.padEnd(40)} ${js.kib.toFixed(1).padStart(7)}   (${js.files} files)${budget ? `   budget ${budget}` : ''}`,
    );
  }
}

async function benchApp() {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) run('npx', ['next', 'build'], process.env);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'popspot-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: path.join(dir, 'pglite'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    DATABASE_URL: '',
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    AUTH_DEV_LOGIN: '1',
    LOG_LEVEL: 'error',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.DATABASE_URL;
  run('npm', ['run', '--silent', 'db:migrate'], env);
  run('npm', ['run', '--silent', 'db:seed'], env);
  const server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(PORT)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitFor(`${base}/api/health`, server);
    const list = (await (await fetch(`${base}/api/v1/spots?periodType=IN_PROGRESS&size=1`)).json()) as {
      data: { content: { id: number }[] };
    };
    const id = list.data.content[0]?.id;
    if (!id) throw new Error('no pop-up in the seeded database');
    const staticFile = readdirSync(path.join(root, 'public')).find((f) => /\.(svg|png|txt|ico)$/.test(f));
    if (!staticFile) throw new Error('no static file in public/');

    const rows: Row[] = [];
    rows.push(await measure('static file', `${base}/${staticFile}`));
    rows.push(await measure('GET /api/v1/spots/{id}', `${base}/api/v1/spots/${id}`));
    rows.push(await measure('SSR /popup/{id}', `${base}/popup/${id}`));
    rows.push(await measure('SSR / (home)', `${base}/`));
    const keyword = encodeURIComponent('성수');
    rows.push(await measure('GET /api/v1/spots?keyword=성수', `${base}/api/v1/spots?keyword=${keyword}`));
    rows.push(await measure('SSR /popup/list?keyword=성수', `${base}/popup/list?keyword=${keyword}`));

    const upper = rows[0].rps;
    console.log(
      `\nPopspot bench: ${DURATION}s per target, ${CONNECTIONS} connections, pop-up ${id}, ${os.cpus().length} cores`,
    );
    console.log('target                       req/s     p50 ms   p99 ms   vs static   errors');
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${(
          (r.rps / upper) *
          100
        )
          .toFixed(1)
          .padStart(9)}%   ${r.errors + r.non2xx}`,
      );
    }
  } finally {
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

const SECTIONS = ['app', 'js', 'search'] as const;

async function main() {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (only && !(SECTIONS as readonly string[]).includes(only)) {
    throw new Error(`--only must be one of ${SECTIONS.join(', ')}, got ${only}`);
  }
  if (!only || only === 'app') await benchApp();
  if (!only || only === 'js') benchJs();
  if (!only || only === 'search') await benchSearch();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
