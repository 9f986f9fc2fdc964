/**
 * The opening of a hot pop-up's waiting line, driven over HTTP the way the visitors' phones
 * and the store's staff drive it (issue 30). Used by `npm run bench -- --only=rush`
 * (scripts/bench-rush.ts, against running servers with the global fetch) and by
 * tests/api/queue-rush.test.ts (in-process, with the Hono app's `request`): it only needs a
 * fetch-compatible function and the base URLs, and returns plain numbers and checks.
 *
 * 1. Staff: the given line and token, or the demo user (who runs Popspot's own company)
 *    signed in, with an open line of theirs. The line is emptied first (its active tickets
 *    cancelled) unless told not to; what stays active is read from the console either way,
 *    so every expected place is computed from the line as it really is.
 * 2. N fresh signed-up accounts, each with its own bearer token, made beforehand with limited
 *    concurrency (not part of the rush).
 * 3. The rush: every account POSTs its join with the door QR's code in the same instant. Each
 *    join is timed; a busy answer (503, 429) is tried again after Retry-After plus jitter, as
 *    a person taps again, for up to a minute from the start.
 * 4. Each account whose join succeeded opens its ticket's live stream at once and keeps it
 *    open, doing what the ticket page does (components/queues/waiting-ticket.tsx): it keeps
 *    the ticket its join answered; on `change`, a `ticket` in the data is merged into it (the
 *    new protocol), and without one the ticket is reloaded (the old protocol). A refused
 *    connect or reload is tried again after Retry-After plus jitter; a dropped stream
 *    reconnects with Last-Event-ID, after the `retry:` the server asked for.
 * 5. Staff call the next team K times. Before each call every watcher is given the state its
 *    ticket must reach (a model of the line: the call takes the lowest waiting number); the
 *    time from sending the call until the watcher's ticket shows that state is its delivery
 *    time. The next call waits until every watcher has it, or the settle timeout.
 * 6. Meanwhile (optional) probes poll /api/health and a cached public page, one request at a
 *    time each, every ~100 ms, as a load balancer and a passer-by would: each from a worker
 *    thread of its own, so the crowd's event loop does not delay what they measure.
 *
 * `teamsAhead` is the number of REGISTERED (not yet called) tickets with a lower number;
 * `calledAhead` those CALLED but not yet in. A called ticket has teamsAhead 0 and
 * calledAhead 0. A server that still counts called teams in teamsAhead fails the place check
 * and its watchers never settle (each call then waits the whole timeout).
 */
import { Worker } from 'node:worker_threads';

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type RushOptions = {
  /** Base URLs of the app (one per process); account i uses bases[i % bases.length], staff the first. */
  bases: string[];
  accounts: number;
  calls: number;
  /** Headers that give account i its own client (X-Forwarded-For through a trusted proxy: forwardedFor). */
  headersFor?: (account: number) => Record<string, string>;
  /** The staff's own headers (their address). */
  staffHeaders?: Record<string, string>;
  /** A line and a token of its staff; else the demo user signs in and picks an open line of theirs. */
  line?: { queueId: number; staffToken: string };
  /** Cancel the line's active tickets first (default true). */
  emptyLine?: boolean;
  /** Poll /api/health and `pagePath` (default /popup/{the line's spot}) meanwhile (default false). */
  probe?: boolean;
  pagePath?: string;
  /** Sign-ups at once (default 16). */
  signUpConcurrency?: number;
  /** How long a call may take to reach every watcher (default 15 s). */
  settleTimeoutMs?: number;
  /** A join, a reload or a console request without an answer by then is a timeout (default 30 s). */
  requestTimeoutMs?: number;
  /** How long a person refused as busy keeps tapping "join" again, from the burst's start (default 60 s). */
  joinPatienceMs?: number;
  /** After the last call, reload every ticket and compare it with what its stream showed (default true). */
  verifyByReload?: boolean;
  log?: (message: string) => void;
};

/** Milliseconds: how many, the median, the 99th percentile and the largest. */
export type Stats = { n: number; p50: number; p99: number; max: number };

export type RushCheck = { name: string; ok: boolean; detail: string };

export type RushCall = {
  /** The number the model expected to be called, and the one the console's answer called. */
  expected: number | null;
  called: number | null;
  status: string;
  /** Sending the call until its answer, and until every watcher was right (or the timeout). */
  answerMs: number;
  settledMs: number;
  /** Watchers whose ticket had to change, and their delivery times (send to right state). */
  delivery: Stats;
  /** Watchers showing the right state within the timeout (those the call did not move included), of `watchers`. */
  reached: number;
  watchers: number;
  /** Watchers that heard anything (a merged event or a reload) after the call. */
  heard: number;
  /** Watchers whose state is wrong when the call settled (or timed out). */
  wrong: number;
  wrongSample: string[];
};

export type ProbeResult = Stats & { failed: number; timedOut: number; statuses: Record<string, number> };

export type RushResult = {
  queueId: number;
  spotId: number | null;
  accounts: number;
  processes: number;
  signUp: { ms: number; failed: number };
  joins: {
    /** First attempts, from the burst's start: send to the whole answer (a quick 503 too). */
    latency: Stats;
    /** Joins that succeeded: the burst's start to the answer that joined, busy refusals and retries included. */
    joinedIn: Stats;
    maxTries: number;
    /** Every attempt's answer: HTTP status, 'timeout' or 'network'. */
    statuses: Record<string, number>;
    succeeded: number;
    failed: number;
    /** Joins that were tried more than once. */
    retried: number;
    /** The burst's start to the last successful join's answer, and successful joins per second over it. */
    burstMs: number;
    perSecond: number;
    firstNumber: number | null;
  };
  streams: {
    /** Join answered to the stream's `ready`. */
    ready: Stats;
    connected: number;
    connectStatuses: Record<string, number>;
    reconnects: number;
    changeEvents: number;
    merged: number;
    reloads: number;
    reloadStatuses: Record<string, number>;
    /** Before the first call: watchers showing their right place once the streams settled. */
    initialRight: number;
  };
  calls: RushCall[];
  health: ProbeResult | null;
  page: ProbeResult | null;
  checks: RushCheck[];
  /** Join errors and timeouts, failed connects and reloads (503/429 that were retried not counted). */
  errors: number;
  /** Whether the server's change events carried the ticket (new), or made the pages reload it (old). */
  protocol: 'new' | 'old' | 'mixed' | 'none';
};

type Answer<T> = {
  /** HTTP status, or 'timeout' / 'network'. */
  status: string;
  data: T | null;
  retryAfter: number | null;
  ms: number;
};

type TicketView = Record<string, unknown> & {
  id: number;
  ticketNumber: number;
  status: string;
  teamsAhead: number;
  calledAhead?: number;
};

type ConsoleTicket = { id: number; ticketNumber: number; status: string };
type ConsoleLine = {
  id: number;
  status: string;
  joinOpensAt: string | null;
  spot: { id: number };
  active: ConsoleTicket[];
};
type Expected = { status: 'REGISTERED' | 'CALLED'; teamsAhead: number; calledAhead: number };

const DEFAULTS = {
  signUpConcurrency: 16,
  settleTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  joinPatienceMs: 60_000,
};
/** Tries of a refused (503, 429) reload or sign-up: what the page's busy retry allows (api/query/busy-retry.ts). */
const BUSY_TRIES = 7;
const PROBE_EVERY_MS = 100;
const PROBE_TIMEOUT_MS = 5_000;
/** EventSource's wait before reconnecting when the server asked for none. */
const DEFAULT_RECONNECT_MS = 3_000;
const VERIFY_CONCURRENCY = 32;

/** X-Forwarded-For with an address of account i's own (10.0.0.1, 10.0.0.2, ...). */
export function forwardedFor(account: number): Record<string, string> {
  const n = account + 1;
  return { 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;
  return { n: sorted.length, p50: at(50), p99: at(99), max: sorted.length ? sorted[sorted.length - 1] : NaN };
}

const now = () => performance.now();
const fmtS = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Retry-After seconds plus up to a second of jitter: a crowd turned away together does not return together. */
const busyWait = (retryAfter: number | null, attempt: number) =>
  (retryAfter ?? Math.min(30, 2 ** attempt)) * 1000 + Math.random() * 1000;
const isBusy = (status: string) => status === '503' || status === '429';
const tally = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

/** One API request with its envelope read; never throws. */
async function request<T>(
  fetchFn: FetchLike,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<Answer<T>> {
  const started = now();
  const { timeoutMs, ...rest } = init;
  try {
    const res = await fetchFn(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let data: T | null = null;
    try {
      data = (JSON.parse(text) as { data: T }).data ?? null;
    } catch {
      // not the API's envelope (a proxy's error page): the status says enough
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    return {
      status: String(res.status),
      data,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      ms: now() - started,
    };
  } catch (error) {
    const name = (error as { name?: string }).name;
    const status = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
    return { status, data: null, retryAfter: null, ms: now() - started };
  }
}

/** `request`, tried again after Retry-After plus jitter while the answer is 503 or 429. */
async function requestUntilServed<T>(
  fetchFn: FetchLike,
  url: string,
  init: RequestInit & { timeoutMs: number },
  statuses?: Record<string, number>,
): Promise<Answer<T> & { tries: number }> {
  for (let attempt = 1; ; attempt++) {
    const answer = await request<T>(fetchFn, url, init);
    if (statuses) tally(statuses, answer.status);
    if (!isBusy(answer.status) || attempt >= BUSY_TRIES) return { ...answer, tries: attempt };
    await sleep(busyWait(answer.retryAfter, attempt));
  }
}

function jsonInit(method: string, headers: Record<string, string>, body?: unknown): RequestInit {
  return {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** Runs `work` over `items` with at most `limit` at once. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Server-sent events over a fetch stream (Node has no EventSource).

type SseEvent = { event: string; data: string; id: string | null; retry: number | null };

/**
 * Reads one event stream as EventSource does: lines ending in LF, CRLF or CR; `:` comments
 * skipped; an event dispatched at a blank line when it has data. `id` and `retry` are
 * reported with the event that carried them.
 */
async function readSse(body: NonNullable<Response['body']>, onEvent: (event: SseEvent) => void): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;
  let retry: number | null = null;
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n'), id, retry });
      event = '';
      data = [];
      id = null;
      retry = null;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += value;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
        if (end === -1 || (buffer[end] === '\r' && end === buffer.length - 1)) break;
        const width = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + width);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

// ---------------------------------------------------------------------------------------------
// One visitor's open ticket page.

type WatchCounters = {
  connectStatuses: Record<string, number>;
  reloadStatuses: Record<string, number>;
  reconnects: number;
  changeEvents: number;
  merged: number;
  reloads: number;
  withTicket: number;
  withoutTicket: number;
};

class Watcher {
  ticket: TicketView;
  private lastEventId: string | null = null;
  private reconnectMs = DEFAULT_RECONNECT_MS;
  private readonly abort = new AbortController();
  private stopped = false;
  private reloading: Promise<void> | null = null;
  private reloadAgain = false;
  /** Set once the stream answered something other than 200, 503 or 429: the page gives up too. */
  failed: string | null = null;
  readyAt: number | null = null;
  /** The state this ticket must reach, from when, and when it first showed it. */
  expected: Expected | null = null;
  since = 0;
  moves = false;
  settledAt: number | null = null;
  heardAt: number | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly fetchFn: FetchLike,
    readonly base: string,
    readonly headers: Record<string, string>,
    joined: TicketView,
    private readonly counters: WatchCounters,
    private readonly timeoutMs: number,
    readonly joinedAt: number,
  ) {
    this.ticket = joined;
  }

  get number(): number {
    return this.ticket.ticketNumber;
  }

  start(): void {
    this.running = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    await this.running?.catch(() => undefined);
    await this.reloading?.catch(() => undefined);
  }

  /** From now (`since`), the state the ticket must come to; `moves`: whether it differs from what it shows now. */
  expect(expected: Expected, since: number): void {
    this.expected = expected;
    this.since = since;
    this.heardAt = null;
    this.moves = !matches(this.ticket, expected);
    this.settledAt = this.moves ? null : since;
  }

  private updated(): void {
    const at = now();
    if (this.since && this.heardAt === null) this.heardAt = at;
    if (this.settledAt === null && this.expected && matches(this.ticket, this.expected)) this.settledAt = at;
  }

  private async run(): Promise<void> {
    let refusals = 0;
    while (!this.stopped) {
      const headers: Record<string, string> = { ...this.headers, Accept: 'text/event-stream' };
      if (this.lastEventId !== null) headers['Last-Event-ID'] = this.lastEventId;
      let res: Response;
      try {
        res = await this.fetchFn(`${this.base}/api/v1/users/spot-queues/${this.ticket.id}/live`, {
          headers,
          signal: this.abort.signal,
        });
      } catch {
        if (this.stopped) return;
        tally(this.counters.connectStatuses, 'network');
        await sleep(this.reconnectMs);
        continue;
      }
      const status = String(res.status);
      tally(this.counters.connectStatuses, status);
      if (status !== '200' || !res.body) {
        await res.body?.cancel().catch(() => undefined);
        if (!isBusy(status)) {
          this.failed = status;
          return;
        }
        refusals += 1;
        const retryAfter = Number(res.headers.get('retry-after'));
        await sleep(busyWait(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null, refusals));
        continue;
      }
      refusals = 0;
      try {
        await readSse(res.body, (event) => this.onEvent(event));
      } catch {
        // dropped (or stopped): reconnect below unless stopped
      }
      if (this.stopped) return;
      this.counters.reconnects += 1;
      await sleep(this.reconnectMs);
    }
  }

  private onEvent(event: SseEvent): void {
    if (event.id !== null) this.lastEventId = event.id;
    if (event.retry !== null) this.reconnectMs = event.retry;
    let data: { ticket?: Record<string, unknown> } = {};
    try {
      data = JSON.parse(event.data) as typeof data;
    } catch {
      // a change without readable data is still a change
    }
    if (event.event === 'ready') {
      this.readyAt ??= now();
      // What the page does with `ready`: apply the ticket it may carry, ask nothing.
      if (data.ticket) this.merge(data.ticket);
      return;
    }
    if (event.event !== 'change') return;
    this.counters.changeEvents += 1;
    if (data.ticket) {
      this.counters.withTicket += 1;
      this.counters.merged += 1;
      this.merge(data.ticket);
    } else {
      this.counters.withoutTicket += 1;
      this.reload();
    }
  }

  /** The new protocol: the event's ticket fields over the kept ticket (queueStatus belongs to the line). */
  private merge(fields: Record<string, unknown>): void {
    const { queueStatus: _line, ...rest } = fields;
    this.ticket = { ...this.ticket, ...rest } as TicketView;
    this.updated();
  }

  /** The old protocol: GET the ticket again; changes meanwhile make one more reload after it. */
  private reload(): void {
    if (this.reloading) {
      this.reloadAgain = true;
      return;
    }
    this.reloading = (async () => {
      do {
        this.reloadAgain = false;
        this.counters.reloads += 1;
        const answer = await requestUntilServed<TicketView>(
          this.fetchFn,
          `${this.base}/api/v1/users/spot-queues/${this.ticket.id}`,
          { headers: this.headers, timeoutMs: this.timeoutMs },
          this.counters.reloadStatuses,
        );
        if (this.stopped) return;
        if (answer.status === '200' && answer.data) {
          this.ticket = answer.data;
          this.updated();
        }
      } while (this.reloadAgain && !this.stopped);
    })().finally(() => {
      this.reloading = null;
    });
  }
}

function matches(ticket: TicketView, expected: Expected): boolean {
  return (
    ticket.status === expected.status &&
    ticket.teamsAhead === expected.teamsAhead &&
    // A server without calledAhead is judged on the rest.
    (ticket.calledAhead === undefined || ticket.calledAhead === expected.calledAhead)
  );
}

function describeWrong(w: Watcher): string {
  const e = w.expected!;
  const t = w.ticket;
  return `#${t.ticketNumber} ${t.status} teamsAhead ${t.teamsAhead} calledAhead ${t.calledAhead ?? '-'} (expected ${e.status} ${e.teamsAhead}/${e.calledAhead})`;
}

// ---------------------------------------------------------------------------------------------
// The line as it must be: active numbers and their status; a call takes the lowest waiting.

class LineModel {
  private readonly active = new Map<number, 'REGISTERED' | 'CALLED'>();

  add(number: number, status: string): void {
    if (status === 'REGISTERED' || status === 'CALLED') this.active.set(number, status);
  }

  nextToCall(): number | null {
    let lowest: number | null = null;
    for (const [n, s] of this.active) if (s === 'REGISTERED' && (lowest === null || n < lowest)) lowest = n;
    return lowest;
  }

  call(number: number): void {
    this.active.set(number, 'CALLED');
  }

  /** What ticket `number` must show: REGISTERED tickets ahead, and CALLED ones apart. */
  expected(): (number: number) => Expected {
    const registered = [...this.active].filter(([, s]) => s === 'REGISTERED').map(([n]) => n);
    const called = [...this.active].filter(([, s]) => s === 'CALLED').map(([n]) => n);
    const below = (list: number[], n: number) => list.filter((x) => x < n).length;
    const calledSet = new Set(called);
    return (n) =>
      calledSet.has(n)
        ? { status: 'CALLED', teamsAhead: 0, calledAhead: 0 }
        : { status: 'REGISTERED', teamsAhead: below(registered, n), calledAhead: below(called, n) };
  }
}

// ---------------------------------------------------------------------------------------------
// Probes: one request at a time each, every PROBE_EVERY_MS, across the bases in turn.

/**
 * The probe's loop, run in a worker thread of its own: a load balancer's check is a client of
 * its own, and measured from the crowd's event loop every answer would also wait for the
 * thousands of streams' events this process handles.
 */
const PROBE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { urls, everyMs, timeoutMs } = workerData;
let stopped = false;
const samples = [];
const statuses = {};
parentPort.on('message', () => { stopped = true; });
(async () => {
  for (let i = 0; !stopped; i++) {
    const started = performance.now();
    let status;
    try {
      const res = await fetch(urls[i % urls.length], { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      status = String(res.status);
    } catch (error) {
      status = error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'network';
    }
    const ms = performance.now() - started;
    samples.push(ms);
    statuses[status] = (statuses[status] || 0) + 1;
    await new Promise((r) => setTimeout(r, Math.max(0, everyMs - ms)));
  }
  parentPort.postMessage({ samples, statuses });
})();
`;

function startProbe(urls: string[]): { stop: () => Promise<ProbeResult> } {
  const worker = new Worker(PROBE_WORKER, {
    eval: true,
    workerData: { urls, everyMs: PROBE_EVERY_MS, timeoutMs: PROBE_TIMEOUT_MS },
  });
  const done = new Promise<{ samples: number[]; statuses: Record<string, number> }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const { samples, statuses } = await done;
      await worker.terminate();
      // A probe that timed out counts as the time it was given up on, as a load balancer sees it.
      const timedOut = statuses.timeout ?? 0;
      const failed = Object.entries(statuses)
        .filter(([status]) => status !== '200' && status !== 'timeout')
        .reduce((sum, [, n]) => sum + n, 0);
      return { ...stats(samples), failed, timedOut, statuses };
    },
  };
}

// ---------------------------------------------------------------------------------------------

type Staff = { token: string; headers: Record<string, string> };

/** The demo user's token, and an open line of theirs that takes joins now (fewest waiting first). */
async function demoStaffLine(
  fetchFn: FetchLike,
  base: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ queueId: number; staffToken: string }> {
  const signIn = await requestUntilServed<{ accessToken: string }>(fetchFn, `${base}/api/v1/auth/demo`, {
    ...jsonInit('POST', headers, {}),
    timeoutMs,
  });
  if (signIn.status !== '200' || !signIn.data) throw new Error(`demo sign-in answered ${signIn.status}`);
  const token = signIn.data.accessToken;
  const auth = { ...headers, Authorization: `Bearer ${token}` };
  const lines = await request<{ id: number; status: string; waitingTeams: number }[]>(
    fetchFn,
    `${base}/api/v1/console/queues`,
    { headers: auth, timeoutMs },
  );
  const open = (lines.data ?? [])
    .filter((l) => l.status === 'IN_PROGRESS')
    .sort((a, b) => a.waitingTeams - b.waitingTeams);
  for (const candidate of open) {
    const line = await request<ConsoleLine>(fetchFn, `${base}/api/v1/console/queues/${candidate.id}`, {
      headers: auth,
      timeoutMs,
    });
    // Set join hours could refuse the rush at this time of day.
    if (line.data && line.data.joinOpensAt === null) return { queueId: candidate.id, staffToken: token };
  }
  throw new Error('the demo user runs no open waiting line without join hours (is the database seeded?)');
}

async function readLine(fetchFn: FetchLike, base: string, staff: Staff, queueId: number, timeoutMs: number) {
  const line = await requestUntilServed<ConsoleLine>(fetchFn, `${base}/api/v1/console/queues/${queueId}`, {
    headers: staff.headers,
    timeoutMs,
  });
  if (line.status !== '200' || !line.data) throw new Error(`GET /api/v1/console/queues/${queueId}: ${line.status}`);
  return line.data;
}

/** Cancels every active ticket of the line, so the rush's tickets are all there is. */
async function emptyLine(fetchFn: FetchLike, base: string, staff: Staff, line: ConsoleLine, timeoutMs: number) {
  for (const ticket of line.active) {
    const res = await requestUntilServed(fetchFn, `${base}/api/v1/console/queues/${line.id}/tickets/${ticket.id}`, {
      ...jsonInit('PATCH', staff.headers, { action: 'CANCEL', reason: 'Emptied for the rush bench' }),
      timeoutMs,
    });
    if (res.status !== '200') throw new Error(`cancelling ticket ${ticket.ticketNumber}: ${res.status}`);
  }
}

type Account = { index: number; base: string; headers: Record<string, string> };

async function signUp(fetchFn: FetchLike, options: RushOptions, timeoutMs: number) {
  const started = now();
  let failed = 0;
  const slots = Array.from({ length: options.accounts }, (_, i) => i);
  const concurrency = options.signUpConcurrency ?? DEFAULTS.signUpConcurrency;
  const accounts = await inBatches(slots, concurrency, async (index): Promise<Account | null> => {
    const base = options.bases[index % options.bases.length];
    const own = options.headersFor?.(index) ?? {};
    const answer = await requestUntilServed<{ accessToken: string }>(fetchFn, `${base}/api/v1/auth/demo`, {
      ...jsonInit('POST', own, { fresh: {} }),
      timeoutMs,
    });
    if (answer.status !== '200' || !answer.data) {
      failed += 1;
      return null;
    }
    return { index, base, headers: { ...own, Authorization: `Bearer ${answer.data.accessToken}` } };
  });
  return { accounts: accounts.filter((a): a is Account => a !== null), ms: now() - started, failed };
}

type JoinOutcome = {
  account: Account;
  firstMs: number;
  /** From the burst's start to the last answer. */
  doneMs: number;
  ticket: TicketView | null;
  tries: number;
  lastStatus: string;
};

/**
 * Every account's join, released in one instant; each that succeeds opens its live stream
 * right away (the page it lands on). The join button does not retry by itself: a person
 * refused as busy taps again, here after Retry-After plus jitter, for `patienceMs`.
 */
async function rush(
  fetchFn: FetchLike,
  accounts: Account[],
  join: { queueId: number; joinCode: string },
  statuses: Record<string, number>,
  onJoined: (account: Account, ticket: TicketView, at: number) => void,
  timing: { timeoutMs: number; patienceMs: number },
): Promise<{ outcomes: JoinOutcome[]; started: number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  const runs = accounts.map(async (account): Promise<JoinOutcome> => {
    await gate;
    const body = { queueId: join.queueId, partySize: (account.index % 2) + 1, joinCode: join.joinCode };
    let firstMs = 0;
    for (let attempt = 1; ; attempt++) {
      const answer = await request<TicketView>(fetchFn, `${account.base}/api/v1/users/spot-queues`, {
        ...jsonInit('POST', account.headers, body),
        timeoutMs: timing.timeoutMs,
      });
      tally(statuses, answer.status);
      const end = now();
      if (attempt === 1) firstMs = answer.ms;
      const outcome = { account, firstMs, doneMs: end - started, tries: attempt, lastStatus: answer.status };
      if (answer.status === '200' && answer.data) {
        onJoined(account, answer.data, end);
        return { ...outcome, ticket: answer.data };
      }
      if (!isBusy(answer.status) || end - started >= timing.patienceMs) return { ...outcome, ticket: null };
      await sleep(busyWait(answer.retryAfter, attempt));
    }
  });
  started = now();
  release();
  return { outcomes: await Promise.all(runs), started };
}

/**
 * Waits until every watcher shows its expected state (or its stream was refused for good), or
 * `until`. `opened`: also until every stream has said `ready`, so that no call is made before a
 * page listens (its first read would already include the call, and no change would follow).
 */
async function settle(watchers: Watcher[], until: number, opened = false): Promise<void> {
  const done = (w: Watcher) => w.failed !== null || (w.settledAt !== null && (!opened || w.readyAt !== null));
  while (now() < until && !watchers.every(done)) await sleep(10);
}

function setExpectations(watchers: Watcher[], model: LineModel, since: number): void {
  const expectedOf = model.expected();
  for (const w of watchers) w.expect(expectedOf(w.number), since);
}

function newlyCalled(before: Set<number>, line: ConsoleLine | null): number | null {
  const called = (line?.active ?? []).filter((t) => t.status === 'CALLED' && !before.has(t.ticketNumber));
  return called.length === 1
    ? called[0].ticketNumber
    : called.length
      ? Math.min(...called.map((t) => t.ticketNumber))
      : null;
}

async function callNext(
  fetchFn: FetchLike,
  base: string,
  staff: Staff,
  queueId: number,
  watchers: Watcher[],
  model: LineModel,
  calledBefore: Set<number>,
  options: { settleTimeoutMs: number; timeoutMs: number },
): Promise<RushCall> {
  const expected = model.nextToCall();
  if (expected !== null) model.call(expected);
  const sent = now();
  setExpectations(watchers, model, sent);
  const answer = await requestUntilServed<ConsoleLine>(fetchFn, `${base}/api/v1/console/queues/${queueId}/call-next`, {
    ...jsonInit('POST', staff.headers),
    timeoutMs: options.timeoutMs,
  });
  const answerMs = now() - sent;
  const called = answer.status === '200' ? newlyCalled(calledBefore, answer.data) : null;
  for (const t of answer.data?.active ?? []) if (t.status === 'CALLED') calledBefore.add(t.ticketNumber);
  await settle(watchers, sent + options.settleTimeoutMs);
  const moved = watchers.filter((w) => w.moves && w.settledAt !== null).map((w) => w.settledAt! - sent);
  const wrong = watchers.filter((w) => !matches(w.ticket, w.expected!));
  return {
    expected,
    called,
    status: answer.status,
    answerMs,
    delivery: stats(moved),
    reached: watchers.filter((w) => w.settledAt !== null).length,
    watchers: watchers.length,
    heard: watchers.filter((w) => w.heardAt !== null).length,
    wrong: wrong.length,
    wrongSample: wrong.slice(0, 3).map(describeWrong),
    settledMs: now() - sent,
  };
}

/** Reloads every ticket and counts those whose reload disagrees with what the stream showed. */
async function verifyByReload(fetchFn: FetchLike, watchers: Watcher[], timeoutMs: number) {
  const disagree: string[] = [];
  await inBatches(watchers, VERIFY_CONCURRENCY, async (w) => {
    const answer = await requestUntilServed<TicketView>(fetchFn, `${w.base}/api/v1/users/spot-queues/${w.ticket.id}`, {
      headers: w.headers,
      timeoutMs,
    });
    const r = answer.data;
    const t = w.ticket;
    if (
      !r ||
      r.status !== t.status ||
      r.teamsAhead !== t.teamsAhead ||
      (r.calledAhead ?? null) !== (t.calledAhead ?? null)
    ) {
      disagree.push(
        r
          ? `#${t.ticketNumber}: stream ${t.status}/${t.teamsAhead}/${t.calledAhead ?? '-'}, reload ${r.status}/${r.teamsAhead}/${r.calledAhead ?? '-'}`
          : `#${t.ticketNumber}: reload ${answer.status}`,
      );
    }
  });
  return disagree;
}

function numbersCheck(numbers: number[]): RushCheck {
  const sorted = [...numbers].sort((a, b) => a - b);
  const distinct = new Set(sorted).size === sorted.length;
  const gapFree = sorted.length === 0 || sorted[sorted.length - 1] - sorted[0] + 1 === sorted.length;
  return {
    name: 'ticket numbers distinct and gap-free',
    ok: sorted.length > 0 && distinct && gapFree,
    detail: sorted.length
      ? `${sorted.length} tickets, #${sorted[0]}..#${sorted[sorted.length - 1]}${distinct ? '' : ', repeats'}${gapFree ? '' : ', gaps'}`
      : 'no tickets',
  };
}

function checksOf(
  result: Omit<RushResult, 'checks' | 'errors' | 'protocol'>,
  numbers: number[],
  disagree: string[] | null,
) {
  const calls = result.calls;
  const checks: RushCheck[] = [
    {
      name: 'every join succeeded',
      ok: result.joins.succeeded === result.accounts,
      detail: `${result.joins.succeeded}/${result.accounts}`,
    },
    numbersCheck(numbers),
    {
      name: 'called in number order',
      ok: calls.every((c) => c.status === '200' && c.called !== null && c.called === c.expected),
      detail: calls.map((c) => `#${c.called ?? c.status} (expected #${c.expected ?? '-'})`).join(', ') || 'no calls',
    },
    {
      name: 'teamsAhead (REGISTERED ahead) and status right before and after each call',
      ok: result.streams.initialRight === result.joins.succeeded && calls.every((c) => c.wrong === 0),
      detail: [
        `before: ${result.joins.succeeded - result.streams.initialRight} wrong`,
        ...calls.map(
          (c, i) => `call ${i + 1}: ${c.wrong} wrong${c.wrongSample.length ? ` (${c.wrongSample[0]})` : ''}`,
        ),
      ].join('; '),
    },
    {
      name: 'every watcher received each call',
      ok: calls.every((c) => c.reached === c.watchers && c.watchers === result.joins.succeeded),
      detail: calls.map((c, i) => `call ${i + 1}: ${c.reached}/${c.watchers}`).join(', ') || 'no calls',
    },
  ];
  if (disagree) {
    checks.push({
      name: 'each ticket reloaded says what its stream showed',
      ok: disagree.length === 0,
      detail: disagree.length ? `${disagree.length} differ, e.g. ${disagree[0]}` : `${result.joins.succeeded} agree`,
    });
  }
  return checks;
}

type Prepared = { staff: Staff; queueId: number; spotId: number | null; model: LineModel; calledBefore: Set<number> };

/** Staff, their line (emptied unless told not to), and the model of what stays active on it. */
async function prepareLine(fetchFn: FetchLike, options: RushOptions, timeoutMs: number): Promise<Prepared> {
  const base = options.bases[0];
  const given = options.line ?? (await demoStaffLine(fetchFn, base, options.staffHeaders ?? {}, timeoutMs));
  const staff: Staff = {
    token: given.staffToken,
    headers: { ...options.staffHeaders, Authorization: `Bearer ${given.staffToken}` },
  };
  const queueId = given.queueId;
  let line = await readLine(fetchFn, base, staff, queueId, timeoutMs);
  if (line.status !== 'IN_PROGRESS') throw new Error(`line ${queueId} is ${line.status}, not IN_PROGRESS`);
  if (options.emptyLine !== false && line.active.length) {
    options.log?.(`line ${queueId}: cancelling its ${line.active.length} active tickets first`);
    await emptyLine(fetchFn, base, staff, line, timeoutMs);
    line = await readLine(fetchFn, base, staff, queueId, timeoutMs);
  }
  const model = new LineModel();
  for (const t of line.active) model.add(t.ticketNumber, t.status);
  const calledBefore = new Set(line.active.filter((t) => t.status === 'CALLED').map((t) => t.ticketNumber));
  return { staff, queueId, spotId: line.spot?.id ?? null, model, calledBefore };
}

/** The health and page probes, when asked for (the page is put into the cache first). */
async function startProbes(fetchFn: FetchLike, options: RushOptions, spotId: number | null, timeoutMs: number) {
  if (!options.probe) return { health: null, page: null };
  const pagePath = options.pagePath ?? (spotId ? `/popup/${spotId}` : null);
  if (pagePath) await request(fetchFn, `${options.bases[0]}${pagePath}`, { timeoutMs });
  return {
    health: startProbe(options.bases.map((b) => `${b}/api/health`)),
    page: pagePath ? startProbe(options.bases.map((b) => `${b}${pagePath}`)) : null,
  };
}

function newCounters(): WatchCounters {
  return {
    connectStatuses: {},
    reloadStatuses: {},
    reconnects: 0,
    changeEvents: 0,
    merged: 0,
    reloads: 0,
    withTicket: 0,
    withoutTicket: 0,
  };
}

function joinsOf(outcomes: JoinOutcome[], statuses: Record<string, number>): RushResult['joins'] {
  const joined = outcomes.filter((o) => o.ticket !== null);
  // The crowd's throughput: joins over the time until the last one got in.
  const burstMs = Math.max(0, ...joined.map((o) => o.doneMs));
  return {
    latency: stats(outcomes.map((o) => o.firstMs)),
    joinedIn: stats(joined.map((o) => o.doneMs)),
    maxTries: Math.max(0, ...outcomes.map((o) => o.tries)),
    statuses,
    succeeded: joined.length,
    failed: outcomes.length - joined.length,
    retried: outcomes.filter((o) => o.tries > 1).length,
    burstMs,
    perSecond: burstMs > 0 ? joined.length / (burstMs / 1000) : NaN,
    firstNumber: joined.length ? Math.min(...joined.map((o) => o.ticket!.ticketNumber)) : null,
  };
}

function streamsOf(watchers: Watcher[], counters: WatchCounters, initialRight: number): RushResult['streams'] {
  const ready = watchers.filter((w) => w.readyAt !== null);
  return {
    ready: stats(ready.map((w) => w.readyAt! - w.joinedAt)),
    connected: ready.length,
    connectStatuses: counters.connectStatuses,
    reconnects: counters.reconnects,
    changeEvents: counters.changeEvents,
    merged: counters.merged,
    reloads: counters.reloads,
    reloadStatuses: counters.reloadStatuses,
    initialRight,
  };
}

/** Answers that are failures: neither 200 nor busy (a busy answer is retried, and counted below if it never passed). */
function failures(counts: Record<string, number>): number {
  return Object.entries(counts)
    .filter(([status]) => status !== '200' && !isBusy(status))
    .reduce((sum, [, n]) => sum + n, 0);
}

function protocolOf(counters: WatchCounters): RushResult['protocol'] {
  if (counters.withTicket && counters.withoutTicket) return 'mixed';
  if (counters.withTicket) return 'new';
  return counters.withoutTicket ? 'old' : 'none';
}

/** The scenario; see the top of this file. */
export async function runRush(fetchFn: FetchLike, options: RushOptions): Promise<RushResult> {
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs;
  const settleTimeoutMs = options.settleTimeoutMs ?? DEFAULTS.settleTimeoutMs;
  const { staff, queueId, spotId, model, calledBefore } = await prepareLine(fetchFn, options, timeoutMs);

  log(
    `signing up ${options.accounts} fresh accounts (${options.signUpConcurrency ?? DEFAULTS.signUpConcurrency} at once)`,
  );
  const signedUp = await signUp(fetchFn, options, timeoutMs);
  log(`signed up ${signedUp.accounts.length} in ${(signedUp.ms / 1000).toFixed(1)} s`);
  // Fetched last: the code lives 10 minutes.
  const code = await requestUntilServed<{ code: string }>(
    fetchFn,
    `${options.bases[0]}/api/v1/console/queues/${queueId}/join-code`,
    { headers: staff.headers, timeoutMs },
  );
  if (code.status !== '200' || !code.data) throw new Error(`join code: ${code.status}`);
  const probes = await startProbes(fetchFn, options, spotId, timeoutMs);

  const counters = newCounters();
  const watchers: Watcher[] = [];
  const joinStatuses: Record<string, number> = {};
  log(`rush: ${signedUp.accounts.length} joins at once`);
  const { outcomes, started } = await rush(
    fetchFn,
    signedUp.accounts,
    { queueId, joinCode: code.data.code },
    joinStatuses,
    (account, ticket, at) => {
      const w = new Watcher(fetchFn, account.base, account.headers, ticket, counters, timeoutMs, at);
      watchers.push(w);
      w.start();
    },
    { timeoutMs, patienceMs: options.joinPatienceMs ?? DEFAULTS.joinPatienceMs },
  );
  for (const o of outcomes) if (o.ticket) model.add(o.ticket.ticketNumber, 'REGISTERED');
  log(`joined ${watchers.length}/${outcomes.length}; waiting for every page's stream and place`);

  // Before the calls: every page open and showing its place.
  setExpectations(watchers, model, started);
  await settle(watchers, now() + settleTimeoutMs, true);
  const initialRight = watchers.filter((w) => matches(w.ticket, w.expected!)).length;

  const calls: RushCall[] = [];
  for (let k = 0; k < options.calls; k++) {
    const call = await callNext(fetchFn, options.bases[0], staff, queueId, watchers, model, calledBefore, {
      settleTimeoutMs,
      timeoutMs,
    });
    calls.push(call);
    log(
      `call ${k + 1}: #${call.called ?? call.status}, ${call.reached}/${call.watchers} right in ${fmtS(call.settledMs)}`,
    );
  }
  // The rush is over: the probes stop before the check's own reloads load the server.
  const [health, page] = await Promise.all([probes.health?.stop() ?? null, probes.page?.stop() ?? null]);
  const disagree = options.verifyByReload === false ? null : await verifyByReload(fetchFn, watchers, timeoutMs);
  await Promise.all(watchers.map((w) => w.stop()));

  const partial = {
    queueId,
    spotId,
    accounts: options.accounts,
    processes: options.bases.length,
    signUp: { ms: signedUp.ms, failed: signedUp.failed },
    joins: joinsOf(outcomes, joinStatuses),
    streams: streamsOf(watchers, counters, initialRight),
    calls,
    health,
    page,
  };
  const numbers = outcomes.flatMap((o) => (o.ticket ? [o.ticket.ticketNumber] : []));
  const errors =
    failures(joinStatuses) +
    outcomes.filter((o) => o.ticket === null && isBusy(o.lastStatus)).length +
    failures(counters.connectStatuses) +
    failures(counters.reloadStatuses);
  return { ...partial, checks: checksOf(partial, numbers, disagree), errors, protocol: protocolOf(counters) };
}
