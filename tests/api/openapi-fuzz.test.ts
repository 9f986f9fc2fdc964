import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/server/db/seed';
import { serverEnv } from '@/server/env';
import { withMailCapture } from '../utils/enterprise-kit';
import { requestFor, toRequestInit, type FuzzCaller, type FuzzRequest, type Pools } from '../utils/openapi-arbitraries';
import {
  documentedMediaTypes,
  loadOpenApiDocument,
  operationsOf,
  type OpenApiDocument,
} from '../utils/openapi-document';
import { overrideServerEnv } from '../utils/server-env';
import { call, createUser, setupTestApp } from '../utils/test-app';
import { withTempUploadDir } from './reviews-helpers';

/*
 * Property-based fuzzing from the OpenAPI document (issue 14, decision 050). Every operation
 * the document lists gets requests generated from its parameters and body schema, valid
 * looking and hostile, sent anonymously, with the demo user's token, the operator's token and
 * a garbage token, against a seeded database (so generated ids hit real rows). Properties:
 *   - never a 500 (a documented 503, such as "no geocoder configured", is an answer);
 *   - every answer with a body is the envelope { data, result: { code, desc } } with an
 *     8-digit code whose first three digits are the HTTP status, except the non-JSON answers
 *     the document names for that status (calendar files, event streams, redirects).
 *
 * The seed is fixed (FUZZ_SEED, default 20261126) so a failure replays; FUZZ_RUNS requests
 * per operation (default 8 in the test command; `npm run fuzz` makes it 80, over 10,000).
 * Debugging: FUZZ_TRACE=<file> appends each operation's count and time, FUZZ_TRACE_REQUESTS=<file>
 * each request before it is sent (a request that hangs is the last line).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

// Writes are limited per caller per minute; the fuzzer is one caller making thousands.
let restoreEnv: (() => void) | undefined;
beforeAll(() => {
  restoreEnv = overrideServerEnv({ RATE_LIMIT_WRITES_PER_MINUTE: '1000000' });
});
afterAll(() => restoreEnv?.());

const ctx = setupTestApp();
withTempUploadDir();
withMailCapture();

const stats = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };
const failures: string[] = [];
const tokens: Record<Exclude<FuzzCaller, 'anonymous' | 'garbage'>, string> = { user: '', admin: '' };
let doc: OpenApiDocument;
let pools: Pools;
let origin: string;

async function signIn(account: 'demo' | 'admin'): Promise<string> {
  const res = await call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/demo', {
    body: { account },
    headers: { Origin: origin },
  });
  if (res.status !== 200) throw new Error(`demo sign-in (${account}) answered ${res.status} ${res.body.result.code}`);
  return res.body.data.accessToken;
}

/** Ids of real rows, from the tables whose ids appear in paths and bodies. */
async function idPools(): Promise<Pools> {
  const tables = [
    'spots',
    'reviews',
    'spot_queues',
    'queue_tickets',
    'reservations',
    'reservation_slots',
    'message_groups',
    'messages',
    'notices',
    'magazines',
    'partners',
    'companies',
    'notifications',
    'notification_settings',
    'review_metrics',
    'enterprise_members',
    'enterprise_invitations',
    'company_domains',
    'review_files',
  ];
  const ids = new Set<number>();
  for (const table of tables) {
    try {
      const rows = await ctx.db.execute<{ id: number }>(
        sql`SELECT id FROM ${sql.identifier(table)} ORDER BY id LIMIT 40`,
      );
      for (const row of rows.rows) if (Number.isSafeInteger(Number(row.id))) ids.add(Number(row.id));
    } catch {
      // A table this schema does not have (or whose id is not a number) adds nothing.
    }
  }
  return { ids: [...ids].slice(0, 500) };
}

beforeAll(async () => {
  origin = serverEnv().PUBLIC_BASE_URL;
  await seedDatabase(ctx.db, { now: new Date() });
  doc = await loadOpenApiDocument(ctx.app);
  pools = await idPools();
  tokens.user = await signIn('demo');
  tokens.admin = await signIn('admin');
}, 120_000);

afterAll(() => {
  const statuses = [...stats.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
  console.info(
    `openapi-fuzz: seed ${SEED}, ${RUNS} runs per operation: ${stats.requests} requests, ` +
      `${stats.serverErrors} answers of 500 [${statuses.join(' ')}]`,
  );
});

function tokenOf(caller: FuzzCaller): string | undefined {
  if (caller === 'anonymous') return undefined;
  if (caller === 'garbage') return 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bm90LWEtc2lnbmF0dXJl';
  return tokens[caller];
}

/** What is wrong with one answer (an empty list: nothing). */
async function problemsOf(request: FuzzRequest, res: Response): Promise<string[]> {
  const problems: string[] = [];
  const documented = documentedMediaTypes(request.operation.operation, res.status);
  if (res.status === 500 || (res.status >= 500 && !(String(res.status) in request.operation.operation.responses))) {
    problems.push(`status ${res.status}`);
  }
  const contentType = res.headers.get('content-type') ?? '';
  const nonJson = documented.length > 0 && !documented.includes('application/json');
  if (
    request.method === 'HEAD' ||
    (res.status >= 300 && res.status < 400) ||
    (nonJson && !contentType.includes('json'))
  ) {
    // A redirect, a calendar file or an event stream, as the document says for this status.
    if (nonJson && !documented.some((type) => contentType.startsWith(type))) {
      problems.push(`content-type ${contentType} not among ${documented.join(', ')}`);
    }
    await res.body?.cancel();
    return problems;
  }
  const text = await res.text();
  let body: { data?: unknown; result?: { code?: unknown; desc?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `not JSON (${contentType}): ${text.slice(0, 120)}`];
  }
  const code = body.result?.code;
  if (!('data' in body) || typeof body.result?.desc !== 'string' || typeof code !== 'number') {
    problems.push(`not the envelope: ${text.slice(0, 120)}`);
  } else if (!Number.isInteger(code) || code < 10_000_000 || code > 99_999_999) {
    problems.push(`code ${code} is not 8 digits`);
  } else if (Math.floor(code / 100_000) !== res.status) {
    problems.push(`code ${code} under HTTP ${res.status}`);
  }
  return problems;
}

async function send(request: FuzzRequest): Promise<string[]> {
  const token = tokenOf(request.caller);
  if (process.env.FUZZ_TRACE_REQUESTS) appendFileSync(process.env.FUZZ_TRACE_REQUESTS, `${describeRequest(request)}\n`);
  const res = await ctx.app.request(request.url, toRequestInit(request, token, origin));
  stats.requests += 1;
  stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
  if (res.status === 500) stats.serverErrors += 1;
  const problems = await problemsOf(request, res);
  // A valid token refused: the fuzzer signed out or deleted the account, or withdrew its terms.
  if ((request.caller === 'user' || request.caller === 'admin') && (res.status === 401 || res.status === 403)) {
    const me = await call(ctx.app, 'GET', '/api/v1/users/me', { token });
    if (me.status !== 200 || res.status === 401) {
      // A new account of the same role (the sign-in route's own limit would refuse thousands).
      tokens[request.caller] = (
        await createUser(ctx.db, { role: request.caller === 'admin' ? 'ADMIN' : 'USER' })
      ).token;
    }
  }
  return problems;
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body;
  const shown =
    body?.text !== undefined ? body.text.slice(0, 200) : body?.fields ? JSON.stringify(body.fields).slice(0, 200) : '';
  return `${request.method} ${request.url.slice(0, 300)} as ${request.caller} ${body ? `[${body.kind} ${body.contentType ?? ''}] ${shown}` : ''}`;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('lists the operations it fuzzes', () => {
    expect(operationsOf(doc).length).toBeGreaterThan(100);
  });

  // The document is read in beforeAll; the operations are known only then, so one test walks them.
  it('never answers 500, and always the envelope with a code that matches the status', async () => {
    let index = 0;
    for (const operation of operationsOf(doc)) {
      index += 1;
      const started = Date.now();
      const before = stats.requests;
      const callers: FuzzCaller[] = ['anonymous', 'user', 'user', 'garbage'];
      if (operation.path.includes('/admin/') || operation.path.includes('/enterprise/')) callers.push('admin', 'admin');
      await fc
        .assert(
          fc.asyncProperty(requestFor(doc, operation, pools, callers), async (request) => {
            let problems: string[];
            try {
              problems = await send(request);
            } catch (error) {
              problems = [`threw ${error instanceof Error ? error.message : String(error)}`];
            }
            if (problems.length > 0) {
              failures.push(`${problems.join('; ')} <- ${describeRequest(request)}`);
              return false;
            }
            return true;
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined); // the failing request is in `failures`; the next operation goes on
      if (process.env.FUZZ_TRACE) {
        appendFileSync(
          process.env.FUZZ_TRACE,
          `${operation.key} ${stats.requests - before} ${Date.now() - started}ms\n`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(stats.serverErrors).toBe(0);
  }, 3_600_000);

  it('answers a method a path does not take with 405 or the envelope, never 500', async () => {
    const paths = Object.keys(doc.paths);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom('OPTIONS', 'PUT', 'PATCH', 'DELETE', 'POST', 'GET', 'PROPFIND', 'MKCOL'),
        async (path, method) => {
          const url = path.replace(/\{[^}]+\}/g, String(pools.ids[0] ?? 1));
          const res = await ctx.app.request(url, { method, headers: { Origin: origin } });
          stats.requests += 1;
          stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
          if (res.status === 500) stats.serverErrors += 1;
          // Another template may take the URL with this method (DELETE /reviews/{id} takes /reviews/temp).
          const documented = Object.entries(doc.paths).some(
            ([template, operations]) =>
              method.toLowerCase() in operations &&
              new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url),
          );
          if (documented) {
            await res.body?.cancel();
            return res.status !== 500;
          }
          // Writes are counted before the route is looked up, so a flood of them may be 429 first.
          const body = (await res.json()) as { result: { code: number } };
          expect([res.status, body.result.code]).toEqual(res.status === 429 ? [429, 42900000] : [405, 40500000]);
          return true;
        },
      ),
      { seed: SEED, numRuns: Math.max(50, RUNS * 10) },
    );
  });
});
