/**
 * `npm run bench -- --only=rush`: the opening of a hot pop-up's waiting line (issue 30). N fresh
 * accounts join one line with the door QR's code in the same instant, each keeps its ticket's
 * live stream open as the ticket page does, and staff call the next team K times; meanwhile
 * /api/health and the pop-up's cached page are polled. The scenario is scripts/rush-driver.ts
 * (tests/api/queue-rush.test.ts runs it small, in-process, for correctness); this file starts
 * the built app (server/serve.mjs) on fresh seeded databases and prints what it measured.
 *
 * Modes (RUSH_MODES, comma-separated; default all that can run):
 *   pglite  one process on PGlite
 *   pg1     one process on PostgreSQL     } need BENCH_DATABASE_URL or TEST_DATABASE_URL naming a
 *   pg2     two processes on PostgreSQL   } server whose role may create databases
 * Accounts: RUSH_ACCOUNTS or --accounts=N (1,000) for pglite and pg1; RUSH_PG_ACCOUNTS (3,000)
 * for pg2, spread round-robin over its two processes. RUSH_CALLS: calls (3).
 *
 * Every account gets a client address of its own, so the per-address sign-in limit counts each
 * person apart as in production: the server starts with TRUSTED_PROXIES=127.0.0.1,::1 and each
 * account sends X-Forwarded-For (decision 049). The staff are the demo user, who runs Popspot's
 * own company; its open line is emptied first (its tickets cancelled).
 * Targets, printed and never failed on: join p99 under 1 s, call delivery p99 under 1 s,
 * health p99 under 200 ms, no errors; and the correctness checks.
 */
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  BASE_PORT,
  appEnv,
  ensureBuild,
  fmt,
  migrateAndSeed,
  onCleanup,
  printTable,
  startServer,
  tempDir,
  withCleanups,
  type Server,
  type SummaryRow,
} from './bench-app';
import { forwardedFor, runRush, type ProbeResult, type RushResult, type Stats } from './rush-driver';

const MODES = ['pglite', 'pg1', 'pg2'] as const;
type Mode = (typeof MODES)[number];

const TRUSTED_PROXIES = '127.0.0.1,::1';
/** The staff's own address, far from the accounts' 10.0.x.y. */
const STAFF_ADDRESS = '10.255.0.1';
/** Rush servers take ports after the shared app's and api-scale's (BASE_PORT .. +2). */
const FIRST_PORT = BASE_PORT + 3;
const MAX_JOIN_P99_MS = 1_000;
const MAX_DELIVERY_P99_MS = 1_000;
const MAX_HEALTH_P99_MS = 200;

function flag(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function count(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function postgresUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

function modes(): Mode[] {
  const asked = process.env.RUSH_MODES?.split(',').map((m) => m.trim()) ?? [...MODES];
  const unknown = asked.filter((m) => !(MODES as readonly string[]).includes(m));
  if (unknown.length) throw new Error(`RUSH_MODES takes ${MODES.join(', ')}; got ${unknown.join(', ')}`);
  return asked as Mode[];
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A fresh database on the PostgreSQL server; dropped at cleanup. */
async function createDatabase(url: string): Promise<string> {
  const name = `popspot_rush_${process.pid}_${Date.now().toString(36)}`;
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
    } finally {
      await c.end();
    }
  });
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return dbUrl.toString();
}

/** The mode's app processes on a fresh, seeded database (stopped and dropped at cleanup). */
async function startMode(mode: Mode, pgUrl: string | undefined): Promise<Server[]> {
  const dir = tempDir('popspot-bench-rush-');
  const database: Record<string, string> =
    mode === 'pglite' ? { PGLITE_DIR: path.join(dir, 'pglite') } : { DATABASE_URL: await createDatabase(pgUrl!) };
  const env = appEnv({
    ...database,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    PUBLIC_BASE_URL: `http://localhost:${FIRST_PORT}`,
    TRUSTED_PROXIES,
  });
  migrateAndSeed(env);
  const servers = [await startServer(FIRST_PORT, env)];
  if (mode === 'pg2') servers.push(await startServer(FIRST_PORT + 1, env));
  return servers;
}

const ms = (s: Stats) => `${fmt.ms(s.p50)} / ${fmt.ms(s.p99)} / ${fmt.ms(s.max)}`;
const counts = (c: Record<string, number>) =>
  Object.entries(c)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ') || '-';

/** Joining as a person lives it: from the tap until joined, busy refusals included. */
function joinMet(r: RushResult): boolean {
  return r.joins.succeeded === r.accounts && r.joins.joinedIn.p99 < MAX_JOIN_P99_MS;
}

const probeFailures = (p: ProbeResult) =>
  `${p.failed} failed, ${p.timedOut} timed out${p.failed + p.timedOut ? ` (${counts(p.statuses)})` : ''}`;

function worstDelivery(r: RushResult): number {
  return Math.max(...r.calls.map((c) => (c.delivery.n ? c.delivery.p99 : Infinity)));
}

function printResult(label: string, r: RushResult): void {
  const rows: string[][] = [
    [
      'joins',
      `${r.joins.succeeded}/${r.accounts} joined; ${fmt.rps(r.joins.perSecond)} joins/s (the last in after ${fmt.ms(r.joins.burstMs)}); ${r.joins.retried} tried more than once`,
      '',
    ],
    ['join, first answer p50 / p99 / max', ms(r.joins.latency), ''],
    [
      'joined in (retries included) p50 / p99 / max',
      `${ms(r.joins.joinedIn)}${r.joins.retried ? ` (up to ${r.joins.maxTries} tries)` : ''}`,
      `p99 <${MAX_JOIN_P99_MS} ms ${fmt.mark(joinMet(r))}`,
    ],
    ['join answers', counts(r.joins.statuses), ''],
    [
      'streams: join → ready p50 / p99 / max',
      `${ms(r.streams.ready)} (${r.streams.connected} open; connects ${counts(r.streams.connectStatuses)}; ${r.streams.reconnects} reconnects)`,
      '',
    ],
    [
      'stream protocol',
      `${r.protocol}: ${r.streams.changeEvents} change events, ${r.streams.merged} merged, ${r.streams.reloads} reloads (${counts(r.streams.reloadStatuses)})`,
      '',
    ],
    ...r.calls.map((c, i) => [
      `call ${i + 1} (#${c.called ?? c.status}): delivery p50 / p99 / max`,
      `${ms(c.delivery)}; ${c.reached}/${c.watchers} right, ${c.heard} heard; answer ${fmt.ms(c.answerMs)}`,
      `p99 <${MAX_DELIVERY_P99_MS} ms ${fmt.mark(c.delivery.n > 0 && c.delivery.p99 < MAX_DELIVERY_P99_MS && c.reached === c.watchers)}`,
    ]),
  ];
  if (r.health) {
    rows.push([
      `/api/health meanwhile (${r.health.n} probes) p50 / p99 / max`,
      `${ms(r.health)}; ${probeFailures(r.health)}`,
      `p99 <${MAX_HEALTH_P99_MS} ms ${fmt.mark(r.health.p99 < MAX_HEALTH_P99_MS && r.health.failed + r.health.timedOut === 0)}`,
    ]);
  }
  if (r.page) {
    rows.push([
      `/popup/${r.spotId} meanwhile (${r.page.n} probes) p50 / p99 / max`,
      `${ms(r.page)}; ${probeFailures(r.page)}`,
      '',
    ]);
  }
  rows.push(['errors (joins, connects, reloads)', String(r.errors), `0 ${fmt.mark(r.errors === 0)}`]);
  console.log(`\n[bench:rush] ${label}: line ${r.queueId}, ${r.accounts} accounts, ${r.calls.length} calls`);
  printTable(['measure', 'value', 'target'], rows, 'lll');
  console.log('correctness:');
  for (const c of r.checks) console.log(`  ${c.ok ? 'ok    ' : 'FAILED'}  ${c.name}: ${c.detail}`);
}

function summaryOf(label: string, r: RushResult): SummaryRow[] {
  const delivery = worstDelivery(r);
  const reached = r.calls.every((c) => c.reached === c.watchers);
  const failedChecks = r.checks.filter((c) => !c.ok);
  const rows: SummaryRow[] = [
    {
      section: 'rush',
      what: `${label}: joins/s, joined-in p99 (retries included)`,
      value: `${fmt.rps(r.joins.perSecond)}, ${fmt.ms(r.joins.joinedIn.p99)}`,
      target: `p99 <${MAX_JOIN_P99_MS} ms`,
      met: joinMet(r),
    },
    {
      section: 'rush',
      what: `${label}: call delivery p99 (worst call), all reached`,
      value: `${fmt.ms(delivery)}, ${reached ? 'yes' : 'no'}`,
      target: `<${MAX_DELIVERY_P99_MS} ms, yes`,
      met: delivery < MAX_DELIVERY_P99_MS && reached,
    },
  ];
  if (r.health) {
    rows.push({
      section: 'rush',
      what: `${label}: /api/health p99 meanwhile, failed`,
      value: `${fmt.ms(r.health.p99)}, ${r.health.failed + r.health.timedOut}`,
      target: `<${MAX_HEALTH_P99_MS} ms, 0`,
      met: r.health.p99 < MAX_HEALTH_P99_MS && r.health.failed + r.health.timedOut === 0,
    });
  }
  rows.push(
    { section: 'rush', what: `${label}: errors`, value: String(r.errors), target: '0', met: r.errors === 0 },
    {
      section: 'rush',
      what: `${label}: correctness checks`,
      value: failedChecks.length ? `failed: ${failedChecks.map((c) => c.name).join('; ')}` : `${r.checks.length} ok`,
      target: 'all ok',
      met: failedChecks.length === 0,
    },
  );
  return rows;
}

async function runMode(mode: Mode, accounts: number, calls: number, pgUrl: string | undefined): Promise<SummaryRow[]> {
  const label =
    mode === 'pglite'
      ? 'PGlite, 1 process'
      : `PostgreSQL, ${mode === 'pg2' ? 2 : 1} process${mode === 'pg2' ? 'es' : ''}`;
  console.log(`\n[bench:rush] ${label}: migrating and seeding a fresh database`);
  const servers = await startMode(mode, pgUrl);
  const result = await runRush(fetch, {
    bases: servers.map((s) => s.base),
    accounts,
    calls,
    headersFor: forwardedFor,
    staffHeaders: { 'X-Forwarded-For': STAFF_ADDRESS },
    probe: true,
    log: (message) => console.log(`[bench:rush] ${message}`),
  });
  printResult(label, result);
  return summaryOf(`${mode} ${accounts}`, result);
}

export async function benchRush(): Promise<SummaryRow[]> {
  const pgUrl = postgresUrl();
  const accounts = count(flag('accounts') ?? process.env.RUSH_ACCOUNTS, 1_000);
  const pgAccounts = count(process.env.RUSH_PG_ACCOUNTS, 3_000);
  const calls = count(process.env.RUSH_CALLS, 3);
  const asked = modes();
  const skipped: Mode[] = pgUrl ? [] : asked.filter((m) => m !== 'pglite');
  const runnable = asked.filter((m) => !skipped.includes(m));
  ensureBuild();
  console.log(
    `\n[bench:rush] the opening of a waiting line: ${runnable.join(', ') || 'nothing'}; ${calls} calls; ${os.cpus().length} cores\n` +
      `[bench:rush] every account has its own client address: X-Forwarded-For 10.0.x.y, believed because the server trusts TRUSTED_PROXIES=${TRUSTED_PROXIES} (decision 049)`,
  );
  const summary: SummaryRow[] = [];
  if (skipped.length) {
    console.log(
      `[bench:rush] skipped ${skipped.join(', ')}: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g.\n` +
        '    TEST_DATABASE_URL=postgres://popspot_ci:popspot_ci@localhost:5432/postgres npm run bench -- --only=rush',
    );
    summary.push({
      section: 'rush',
      what: `${skipped.join(', ')}: skipped`,
      value: 'no BENCH_DATABASE_URL / TEST_DATABASE_URL',
    });
  }
  for (const mode of runnable) {
    // Each mode's servers stop and its database goes before the next starts (they would share the cores).
    summary.push(...(await withCleanups(() => runMode(mode, mode === 'pg2' ? pgAccounts : accounts, calls, pgUrl))));
  }
  return summary;
}
