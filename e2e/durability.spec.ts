import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client } from 'pg';
import { expect, test } from './fixtures/test';

/*
 * Durability (decision 051): the production server (server/serve.mjs from the build) is killed
 * with SIGKILL in the middle of a burst of writes, started again on the same data, and every
 * write it had acknowledged (a 2xx answer) must be there, whole; a write that was in flight
 * may be there or not, but never half. On PGlite (a data directory of its own) and, when
 * TEST_DATABASE_URL names a server, on a fresh PostgreSQL database of its own.
 *
 * The writes need no seed data, so a database is ready after its migrations: chat messages
 * (appended; read back from the room, author and text exact) and each user's keyword list
 * (replaced whole by every PUT, one PUT at a time per user; read back, it must be the last
 * acknowledged list or the one in flight, never a mix). The users are made by the demo
 * sign-in before each burst, so their accounts and sessions are acknowledged writes too.
 *
 * The opening of a hot pop-up (issue 30) gets rounds of its own: a crowd joins one waiting
 * line at once and the server is killed mid-rush. Every acknowledged join must still hold its
 * ticket with the number it was given, and the line's numbers must be distinct and gap-free
 * (a number is taken only in the transaction that writes its ticket). Those need a line, the
 * one thing the API cannot make without a company: it is written with SQL before the burst.
 */

const ROUNDS = 5;
const USERS_PER_ROUND = 8;
/** The chat's own limit per user and minute (server/http/routes/chat/chat.routes.ts). */
const MESSAGES_PER_USER = 20;
const KEYWORD_PUTS_PER_USER = 20;
/** The kill comes when this share of the round's planned writes has been acknowledged. */
const KILL_AT = [0.3, 0.55, 0.4, 0.65, 0.45];
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

type Server = { child: ChildProcess; output: string[] };
type Session = { index: number; id: number; headers: Record<string, string> };
type Outcome = 'acked' | 'refused' | 'unknown';
type MessageWrite = { user: Session; content: string; outcome: Outcome };
type KeywordWrite = { user: Session; keywords: string[]; outcome: Outcome };
type Totals = { kills: number; acknowledged: number; inFlightKept: number; inFlightLost: number; lost: number };

function spawnServer(port: number, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['server/serve.mjs', '-H', 'localhost', '-p', String(port)], {
    cwd: ROOT,
    env: { ...process.env, ...env, PUBLIC_BASE_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output };
}

async function waitForHealth(base: string, server: Server, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `the server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output.join('')}`,
      );
    }
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no /api/health from ${base} in ${timeoutMs} ms:\n${server.output.join('')}`);
}

function killHard(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

function stopGently(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    server.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.child.kill('SIGTERM');
  });
}

/** A new account through the demo sign-in; its requests carry its token and cookies, from our own origin. */
async function signIn(base: string, index: number): Promise<Session> {
  const res = await fetch(`${base}/api/v1/auth/demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ fresh: {} }),
  });
  const body = await res.text();
  expect(res.status, `demo sign-in: ${body}`).toBe(200);
  const data = JSON.parse(body).data as { user: { id: number }; accessToken?: string };
  const cookies = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const headers: Record<string, string> = { Origin: base, 'Sec-Fetch-Site': 'same-origin' };
  if (cookies) headers.Cookie = cookies;
  if (data.accessToken) headers.Authorization = `Bearer ${data.accessToken}`;
  return { index, id: data.user.id, headers };
}

async function send(base: string, user: Session, method: string, url: string, body: unknown): Promise<Outcome> {
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...user.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.ok ? 'acked' : 'refused';
  } catch {
    // The connection died with the server: the write may or may not have happened.
    return 'unknown';
  }
}

async function readJson<T>(base: string, url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${base}${url}`, { headers });
  const text = await res.text();
  expect(res.status, `${url}: ${text}`).toBe(200);
  return JSON.parse(text).data as T;
}

/** Every message of a room, newest first. */
async function roomMessages(base: string, room: number): Promise<{ content: string | null; author: { id: number } }[]> {
  const all: { content: string | null; author: { id: number } }[] = [];
  for (let page = 0; ; page += 1) {
    const data = await readJson<{
      content: { content: string | null; author: { id: number } }[];
      page: { totalPages: number };
    }>(base, `/api/v1/message-groups/${room}/messages?size=100&page=${page}`);
    all.push(...data.content);
    if (page + 1 >= data.page.totalPages) return all;
  }
}

async function runRounds(label: string, port: number, env: Record<string, string>): Promise<Totals> {
  const base = `http://localhost:${port}`;
  const totals: Totals = { kills: 0, acknowledged: 0, inFlightKept: 0, inFlightLost: 0, lost: 0 };
  let server = spawnServer(port, env);
  const firstStart = await waitForHealth(base, server, 120_000);
  console.log(`[${label}] first start (migrations) ${firstStart} ms`);
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const room = (await readJson<{ messageGroupId: number }>(base, '/api/v1/message-groups/today')).messageGroupId;
      const users = await Promise.all(Array.from({ length: USERS_PER_ROUND }, (_, index) => signIn(base, index)));
      const nonce = `${Date.now().toString(36)}`;
      const messages: MessageWrite[] = [];
      const keywordWrites: KeywordWrite[] = [];
      const planned = USERS_PER_ROUND * (MESSAGES_PER_USER + KEYWORD_PUTS_PER_USER);
      const threshold = Math.floor(planned * KILL_AT[round % KILL_AT.length]);
      let acked = 0;
      let killing: Promise<void> | undefined;
      const count = (outcome: Outcome) => {
        if (outcome !== 'acked') return;
        acked += 1;
        if (acked >= threshold && !killing) killing = killHard(server);
      };

      // One lane of messages and one of keyword lists per user, all users at once.
      const lanes = users.flatMap((user) => [
        (async () => {
          for (let i = 0; i < MESSAGES_PER_USER && !killing; i += 1) {
            const write: MessageWrite = {
              user,
              content: `내구성 ${label} r${round} u${user.index} m${i} ${nonce}`,
              outcome: 'unknown',
            };
            messages.push(write);
            write.outcome = await send(base, user, 'POST', `/api/v1/message-groups/${room}/messages`, {
              content: write.content,
            });
            count(write.outcome);
            if (write.outcome !== 'acked') return;
          }
        })(),
        (async () => {
          for (let n = 1; n <= KEYWORD_PUTS_PER_USER && !killing; n += 1) {
            const keywords = Array.from({ length: n }, (_, k) => `키워드${round}-${user.index}-${k}-${n}`);
            const write: KeywordWrite = { user, keywords, outcome: 'unknown' };
            keywordWrites.push(write);
            write.outcome = await send(base, user, 'PUT', '/api/v1/users/keywords', { keywords });
            count(write.outcome);
            if (write.outcome !== 'acked') return;
          }
        })(),
      ]);
      await Promise.all(lanes);
      if (!killing) killing = killHard(server); // the burst ended first (should not happen)
      await killing;
      totals.kills += 1;
      const refused = [...messages, ...keywordWrites].filter((write) => write.outcome === 'refused').length;
      expect(refused, `[${label}] round ${round}: writes refused before the kill`).toBe(0);

      server = spawnServer(port, env);
      const restart = await waitForHealth(base, server);

      // Messages: every acknowledged one is in the room, by its author, with its whole text.
      const stored = await roomMessages(base, room);
      const storedByContent = new Map(stored.filter((m) => m.content !== null).map((m) => [m.content as string, m]));
      const sent = new Map(messages.map((m) => [m.content, m]));
      let lost = 0;
      for (const write of messages) {
        const found = storedByContent.get(write.content);
        if (write.outcome === 'acked') {
          totals.acknowledged += 1;
          if (!found || found.author.id !== write.user.id) lost += 1;
        } else if (found) totals.inFlightKept += 1;
        else totals.inFlightLost += 1;
      }
      // Nothing half-written: every stored message of this round is one that was sent, whole.
      const ours = stored.filter((m) => m.content?.includes(` r${round} `) && m.content.endsWith(nonce));
      for (const message of ours)
        expect(sent.has(message.content as string), `[${label}] stray message ${message.content}`).toBe(true);

      // Keyword lists: the last acknowledged list, or the one in flight at the kill.
      for (const user of users) {
        const writes = keywordWrites.filter((write) => write.user === user);
        const lastAcked = writes.filter((write) => write.outcome === 'acked').at(-1);
        const inFlight = writes.find((write) => write.outcome === 'unknown');
        const list = await readJson<{ keywords: { keyword: string }[] }>(base, '/api/v1/users/keywords', user.headers);
        const now = list.keywords.map((k) => k.keyword).sort();
        const acceptable = [lastAcked?.keywords ?? [], ...(inFlight ? [inFlight.keywords] : [])].map((k) =>
          [...k].sort(),
        );
        if (lastAcked) totals.acknowledged += writes.filter((write) => write.outcome === 'acked').length;
        const matches = acceptable.some((candidate) => JSON.stringify(candidate) === JSON.stringify(now));
        if (!matches) lost += 1;
        if (inFlight) {
          if (JSON.stringify(now) === JSON.stringify([...inFlight.keywords].sort())) totals.inFlightKept += 1;
          else totals.inFlightLost += 1;
        }
      }
      // The accounts and their sessions (acknowledged sign-ins) are still there.
      totals.acknowledged += users.length;
      totals.lost += lost;
      console.log(
        `[${label}] round ${round + 1}: killed after ${acked} acknowledged writes (of ${planned} planned), ` +
          `restart ${restart} ms, lost ${lost}`,
      );
      expect(lost, `[${label}] round ${round}: acknowledged writes missing after the restart`).toBe(0);
    }
  } finally {
    await stopGently(server);
  }
  console.log(
    `[${label}] ${totals.kills} kills, ${totals.acknowledged} acknowledged writes, ${totals.lost} lost; ` +
      `in flight at a kill: ${totals.inFlightKept} kept, ${totals.inFlightLost} not`,
  );
  return totals;
}

const JOIN_ROUNDS = 2;
const JOINERS = 120;
/** The kill comes when this share of the round's joins has been acknowledged. */
const JOIN_KILL_AT = [0.4, 0.6];

/** SQL for an open waiting line on a pop-up of its own; answers the line's id as `id`. */
const OPEN_LINE_SQL = `
  WITH spot AS (
    INSERT INTO spots (title, type, open_date, close_date, address, latitude, longitude, activated_at)
    VALUES ('내구성 팝업', 'STORE', current_date - 1, current_date + 10, '서울 성동구 성수동2가 300-1', 37.5446, 127.0559, now() - interval '1 day')
    RETURNING id
  )
  INSERT INTO spot_queues (spot_id, title, status) SELECT id, '입장 대기', 'IN_PROGRESS' FROM spot RETURNING id`;

type Joiner = { session: Session; ticketId?: number; ticketNumber?: number; outcome: Outcome };

/**
 * Rounds of a join rush killed midway: `openLine` makes a line (with the server stopped when
 * it must, PGlite) and answers it with the server running again.
 */
async function runJoinRounds(
  label: string,
  port: number,
  env: Record<string, string>,
  openLine: (server: Server) => Promise<{ server: Server; queueId: number }>,
): Promise<Totals> {
  const base = `http://localhost:${port}`;
  const totals: Totals = { kills: 0, acknowledged: 0, inFlightKept: 0, inFlightLost: 0, lost: 0 };
  let server = spawnServer(port, env);
  await waitForHealth(base, server, 120_000);
  try {
    for (let round = 0; round < JOIN_ROUNDS; round += 1) {
      const opened = await openLine(server);
      server = opened.server;
      const queueId = opened.queueId;
      const joiners: Joiner[] = [];
      for (let i = 0; i < JOINERS; i += 20) {
        const batch = await Promise.all(Array.from({ length: 20 }, (_, k) => signIn(base, i + k)));
        joiners.push(...batch.map((session) => ({ session, outcome: 'unknown' as Outcome })));
      }
      const threshold = Math.floor(JOINERS * JOIN_KILL_AT[round % JOIN_KILL_AT.length]);
      let acked = 0;
      let killing: Promise<void> | undefined;
      await Promise.all(
        joiners.map(async (joiner) => {
          try {
            const res = await fetch(`${base}/api/v1/users/spot-queues`, {
              method: 'POST',
              headers: { ...joiner.session.headers, 'Content-Type': 'application/json' },
              body: JSON.stringify({ queueId, partySize: 1 }),
            });
            const body = (await res.json()) as { data?: { id: number; ticketNumber: number } };
            joiner.outcome = res.ok ? 'acked' : 'refused';
            joiner.ticketId = body.data?.id;
            joiner.ticketNumber = body.data?.ticketNumber;
          } catch {
            joiner.outcome = 'unknown';
          }
          if (joiner.outcome === 'acked' && ++acked >= threshold && !killing) killing = killHard(server);
        }),
      );
      if (!killing) killing = killHard(server);
      await killing;
      totals.kills += 1;
      expect(joiners.filter((j) => j.outcome === 'refused').length, `[${label}] joins refused`).toBe(0);

      server = spawnServer(port, env);
      await waitForHealth(base, server);
      let lost = 0;
      const numbers: number[] = [];
      for (const joiner of joiners) {
        const mine = await readJson<{ content: { id: number; queue: { id: number }; ticketNumber: number }[] }>(
          base,
          '/api/v1/users/spot-queues?size=5',
          joiner.session.headers,
        );
        const ticket = mine.content.find((t) => t.queue.id === queueId);
        if (ticket) numbers.push(ticket.ticketNumber);
        if (joiner.outcome === 'acked') {
          totals.acknowledged += 1;
          if (!ticket || ticket.id !== joiner.ticketId || ticket.ticketNumber !== joiner.ticketNumber) lost += 1;
        } else if (ticket) totals.inFlightKept += 1;
        else totals.inFlightLost += 1;
      }
      // Distinct and gap-free: 1..n, whatever the kill cut short.
      numbers.sort((a, b) => a - b);
      expect(numbers, `[${label}] round ${round}: the line's numbers`).toEqual(
        Array.from({ length: numbers.length }, (_, i) => i + 1),
      );
      totals.lost += lost;
      console.log(
        `[${label}] join rush ${round + 1}: killed after ${acked} of ${JOINERS} joins acknowledged, ` +
          `${numbers.length} tickets after the restart, lost ${lost}`,
      );
      expect(lost, `[${label}] round ${round}: acknowledged joins missing after the restart`).toBe(0);
    }
  } finally {
    await stopGently(server);
  }
  return totals;
}

/** What the server needs besides its database: the demo sign-in, and limits out of the burst's way. */
const serverEnv = {
  AUTH_DEV_LOGIN: '1',
  LOG_LEVEL: 'error',
  JWT_SECRET: `durability-secret-${Date.now()}-0123456789abcdef`,
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_SIGN_INS_PER_MINUTE: '1000000',
};

/** A directory of its own under .data/ (uploads, and PGlite's data). */
async function scratchDir(): Promise<string> {
  await mkdir(path.join(ROOT, '.data'), { recursive: true });
  return mkdtemp(path.join(ROOT, '.data', 'durability-'));
}

test.describe('acknowledged writes survive SIGKILL', () => {
  test.setTimeout(360_000);

  test('on PGlite', async () => {
    const dir = await scratchDir();
    try {
      const totals = await runRounds('PGlite', 3241, {
        ...serverEnv,
        PGLITE_DIR: path.join(dir, 'pglite'),
        UPLOAD_DIR: path.join(dir, 'uploads'),
        // Empty is unset (server/env.ts): PGlite, whatever the environment names.
        DATABASE_URL: '',
      });
      expect(totals).toMatchObject({ kills: ROUNDS, lost: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a join rush on PGlite', async () => {
    const dir = await scratchDir();
    const env = {
      ...serverEnv,
      PGLITE_DIR: path.join(dir, 'pglite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      DATABASE_URL: '',
    };
    try {
      const totals = await runJoinRounds('PGlite', 3243, env, async (running) => {
        // PGlite is one process per data directory: the server stops while the line is written.
        await stopGently(running);
        const db = await PGlite.create(env.PGLITE_DIR, { extensions: { pg_trgm } });
        const { rows } = await db.query<{ id: number }>(OPEN_LINE_SQL);
        await db.close();
        const server = spawnServer(3243, env);
        await waitForHealth('http://localhost:3243', server);
        return { server, queueId: rows[0].id };
      });
      expect(totals).toMatchObject({ kills: JOIN_ROUNDS, lost: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('on PostgreSQL', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    test.skip(!serverUrl, 'needs a PostgreSQL server (TEST_DATABASE_URL)');
    const name = `popspot_durability_${process.pid}_${Date.now()}`;
    const admin = async (statement: string) => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const dir = await scratchDir();
    try {
      const totals = await runRounds('PostgreSQL', 3242, {
        ...serverEnv,
        DATABASE_URL: url.toString(),
        UPLOAD_DIR: path.join(dir, 'uploads'),
      });
      expect(totals).toMatchObject({ kills: ROUNDS, lost: 0 });
      // Then a join rush on the same database (its line written beside the running server).
      const rush = await runJoinRounds(
        'PostgreSQL',
        3242,
        { ...serverEnv, DATABASE_URL: url.toString(), UPLOAD_DIR: path.join(dir, 'uploads') },
        async (running) => {
          const client = new Client({ connectionString: url.toString() });
          await client.connect();
          try {
            const { rows } = await client.query<{ id: number }>(OPEN_LINE_SQL);
            return { server: running, queueId: rows[0].id };
          } finally {
            await client.end();
          }
        },
      );
      expect(rush).toMatchObject({ kills: JOIN_ROUNDS, lost: 0 });
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    }
  });
});
