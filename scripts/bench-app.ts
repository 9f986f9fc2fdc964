/**
 * Shared by the sections of `npm run bench` (scripts/bench.ts): building if needed, starting
 * the production server (server/serve.mjs) on a fresh seeded database (PGlite by default, or a given PostgreSQL URL),
 * autocannon with a warm-up, cleanup on exit or Ctrl-C, and the summary rows every section
 * hands back.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** The first port the bench uses; sections that start more servers take the next ones. */
export const BASE_PORT = Number(process.env.BENCH_PORT ?? 3310);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_UP_SECONDS = 2;

/** One line of the summary printed at the end of a full run. */
export type SummaryRow = { section: string; what: string; value: string; target?: string; met?: boolean };

// ---------------------------------------------------------------------------------------------
// Cleanup: servers and databases a section started go away on a normal end, an error or Ctrl-C.

const cleanups: (() => Promise<void> | void)[] = [];

export function onCleanup(fn: () => Promise<void> | void): () => void {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

/** Runs the registered cleanups, newest first (a server stops before its database is dropped). */
export async function runCleanups(downTo = 0): Promise<void> {
  while (cleanups.length > downTo) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (error) {
      console.error('[bench] cleanup failed:', error);
    }
  }
}

/** Runs fn, then the cleanups it registered (its servers, databases and directories). */
export async function withCleanups<T>(fn: () => Promise<T> | T): Promise<T> {
  const mark = cleanups.length;
  try {
    return await fn();
  } finally {
    await runCleanups(mark);
  }
}

// ---------------------------------------------------------------------------------------------

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** Builds once when there is no build (`next build`; rebuild yourself after changing the app). */
/** What the production build is made from: a change to any of these makes the build stale. */
const BUILD_INPUTS = ['app', 'components', 'hooks', 'stores', 'lib', 'api', 'server', 'i18n', 'locales', 'public'];

/** Whether a file under `dir` changed after `since` (ms). */
function changedSince(dir: string, since: number): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).some(
    (entry) => entry.isFile() && statSync(path.join(entry.parentPath, entry.name)).mtimeMs > since,
  );
}

/** Builds when there is no build or a source changed since it (a bench of stale code measures nothing). */
export function ensureBuild(): void {
  const buildId = path.join(root, '.next/BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const stale =
    builtAt === 0 ||
    ['next.config.ts', 'package.json'].some((file) => statSync(path.join(root, file)).mtimeMs > builtAt) ||
    BUILD_INPUTS.some((dir) => changedSince(path.join(root, dir), builtAt));
  if (stale) run('npx', ['next', 'build']);
}

/** The environment of a bench server: production build, demo sign-in, quiet logs. */
export function appEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    AUTH_DEV_LOGIN: '1',
    LOG_LEVEL: 'error',
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

/** A temporary directory removed at cleanup. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `npm run db:migrate` and `npm run db:seed` on the database the environment names. */
export function migrateAndSeed(env: NodeJS.ProcessEnv): void {
  run('npm', ['run', '--silent', 'db:migrate'], env);
  run('npm', ['run', '--silent', 'db:seed'], env);
}

export type Server = { base: string; port: number; stop: () => Promise<void> };

async function waitFor(url: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
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

/**
 * The production server (`server/serve.mjs -H localhost -p port`, see STACK-NOTES on
 * 127.0.0.1), ready when /api/health answers. BENCH_NODE_ARGS adds Node options to the server
 * alone, e.g. `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` to profile a section.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<Server> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const serve = [path.join(root, 'server/serve.mjs'), '-H', 'localhost', '-p', String(port)];
  const server = spawn(process.execPath, [...nodeArgs, ...serve], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    unregister();
    if (server.exitCode !== null || !server.pid) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const killed = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
    if (!killed) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
      await exited;
    }
  };
  const unregister = onCleanup(stop);
  const base = `http://localhost:${port}`;
  try {
    await waitFor(`${base}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, stop };
}

export type SeededApp = Server & { spotId: number };

/** The built app on a fresh, seeded PGlite database in a temporary directory. */
export async function startSeededApp(port = BASE_PORT): Promise<SeededApp> {
  ensureBuild();
  const dir = tempDir('popspot-bench-');
  const env = appEnv({
    PGLITE_DIR: path.join(dir, 'pglite'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    // Canonical, hreflang and JSON-LD URLs name the server being measured, as in production
    // (Lighthouse checks a canonical against the page's own origin only).
    PUBLIC_BASE_URL: `http://localhost:${port}`,
  });
  migrateAndSeed(env);
  const server = await startServer(port, env);
  const stop = async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { ...server, stop, spotId: await firstSpotId(server.base) };
}

/** The demo user's access token (the server runs with AUTH_DEV_LOGIN): signed-in reads. */
export async function demoToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const token = ((await res.json()) as { data?: { accessToken?: string } }).data?.accessToken;
  if (!token) throw new Error(`demo sign-in failed (${res.status})`);
  return token;
}

/** A pop-up that is on now, from the seeded data. */
export async function firstSpotId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/v1/spots?periodType=IN_PROGRESS&size=1`);
  const list = (await res.json()) as { data: { content: { id: number }[] } };
  const id = list.data.content[0]?.id;
  if (!id) throw new Error('no pop-up in the seeded database');
  return id;
}

// ---------------------------------------------------------------------------------------------

export type Measured = {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors (timeouts included), timeouts alone, and answers outside 2xx. */
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
  /** The x-nextjs-cache header of the last response (undefined when not asked or absent). */
  cache?: string;
  /** How many responses had x-nextjs-cache: HIT. */
  hits?: number;
};

type CannonOptions = {
  url: string;
  connections?: number;
  duration?: number;
  /** Seconds to wait for a response before autocannon counts a timeout (10). */
  timeout?: number;
  /** Runs autocannon in a worker thread, leaving this process's event loop free (no cache header then). */
  worker?: boolean;
  /** Record x-nextjs-cache per response. */
  cacheHeader?: boolean;
  warmUp?: boolean;
  /** Paths asked in turn, one per request (the url's own path when absent). */
  paths?: string[];
  /** Sent with every request (a bearer token: an answer no cache may give). */
  headers?: Record<string, string>;
};

/** Ten words people search, asked in turn: searches the front cache never answers (decision 062). */
export const SEARCH_WORDS = ['성수', '팝업', '전시', '굿즈', '카페', '홍대', '강남', '뷰티', '캐릭터', '한정'];

/** GET /api/v1/spots with each of SEARCH_WORDS as the keyword. */
export const SEARCH_PATHS = SEARCH_WORDS.map((word) => `/api/v1/spots?keyword=${encodeURIComponent(word)}`);

/** autocannon against one URL, after a short warm-up at the same concurrency (JIT, pools, caches). */
export async function cannon(opts: CannonOptions): Promise<Measured> {
  const connections = opts.connections ?? CONNECTIONS;
  const duration = opts.duration ?? DURATION;
  // Always given: autocannon spreads options over its defaults, so `timeout: undefined` would erase 10.
  const timeout = opts.timeout ?? 10;
  if (opts.warmUp !== false) {
    await autocannon({ url: opts.url, connections, duration: WARM_UP_SECONDS, timeout, headers: opts.headers });
  }
  let cache: string | undefined;
  let hits = 0;
  let asked = 0;
  const { paths } = opts;
  const requests =
    opts.cacheHeader || paths
      ? [
          {
            method: 'GET' as const,
            ...(paths
              ? { setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[asked++ % paths.length] }) }
              : {}),
            ...(opts.cacheHeader
              ? {
                  onResponse: (_status: number, _body: string, _context: object, headers?: Record<string, unknown>) => {
                    const value = headers?.['x-nextjs-cache'];
                    cache = value === undefined ? undefined : String(value);
                    if (cache === 'HIT') hits++;
                  },
                }
              : {}),
          },
        ]
      : undefined;
  const r = await autocannon({
    url: opts.url,
    connections,
    duration,
    timeout,
    headers: opts.headers,
    ...(opts.worker ? { workers: 1 } : {}),
    ...(requests ? { requests } : {}),
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
    ...(opts.cacheHeader ? { cache: cache ?? '(none)', hits } : {}),
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** Columns a string takes in a terminal: Hangul, kana and CJK ideographs take two. */
function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(ch) ? 2 : 1;
  return w;
}

/**
 * A fixed-width table. `align` has a letter per column, l or r (default: the first column left,
 * the others right).
 */
export function printTable(headers: string[], rows: string[][], align = 'l'): void {
  const widths = headers.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? ''))));
  const pad = (c: string, i: number) => {
    const fill = ' '.repeat(Math.max(0, widths[i] - displayWidth(c)));
    return (align[i] ?? 'r') === 'l' ? c + fill : fill + c;
  };
  const line = (cells: string[]) =>
    cells
      .map((c, i) => pad(c ?? '', i))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  for (const r of rows) console.log(line(r));
}

export const fmt = {
  ms: (v: number) => (Number.isFinite(v) ? `${v >= 100 ? v.toFixed(0) : v.toFixed(1)} ms` : '-'),
  rps: (v: number) => v.toFixed(0),
  pct: (v: number) => `${v.toFixed(1)} %`,
  mark: (met: boolean | undefined) => (met === undefined ? '' : met ? 'ok' : 'MISSED'),
};
