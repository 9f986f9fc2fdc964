import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { AccessTokenClaims, Caller } from '../../auth/access-token';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Client, type Pool } from 'pg';
import type { Database, Executor } from '../../db/client';
import { logger } from '../../logger';

/**
 * The callers this process has checked, so that a request's session check costs no query
 * (decision 061), kept exact by the database itself: migration 0022's triggers announce every
 * change to a session or to what a caller carries (role, nickname, sign-up, deletion) on
 * channel popspot_callers, from whatever code or SQL makes it, and an announcement forgets
 * that user's entries. An entry is also never used past its session's expiry.
 *
 * Only on PGlite for now: it lives in this one process and delivers a notification before
 * the statement that caused it returns (checked by tests/api/caller-cache.test.ts), so a
 * sign-out is honoured by the very next request. On PostgreSQL a notification reaches the
 * other connections a moment after commit; there every request still asks the database.
 */

const CHANNEL = 'popspot_callers';
/** Bounded: the least recently used go first. */
const MAX_ENTRIES = 50_000;
/** The listening connection's application_name (pg_stat_activity). */
export const LISTENER_NAME = 'popspot-caller-cache';
/** On PostgreSQL, how long an entry is used without being checked again (a lost notification's worst case). */
const PG_ENTRY_TTL_MS = 60_000;

type Entry = { caller: Caller; userId: number; expiresAt: number; lastSeenAt: number };

/**
 * Resolves once a `select 1` sent after the call has answered on the listening connection; calls
 * that arrive while one is in flight share the next one.
 */
class Barrier {
  private inFlight: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly ping: () => Promise<unknown>) {}

  wait(): Promise<void> {
    if (!this.inFlight) return this.start();
    // The statement in flight was sent before this call: wait for the one after it.
    this.next ??= this.inFlight.then(
      () => this.start(),
      () => this.start(),
    );
    return this.next;
  }

  private start(): Promise<void> {
    this.next = null;
    const sent = this.ping().then(() => undefined);
    this.inFlight = sent;
    const done = () => {
      if (this.inFlight === sent) this.inFlight = null;
    };
    sent.then(done, done);
    return sent;
  }
}

class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsOf = new Map<number, Set<string>>();
  /** Bumped by every change to a user: a lookup that raced one is not kept. */
  private readonly generations = new Map<number, number>();
  /** Bumped when everything is dropped (PostgreSQL: the listening connection was lost). */
  private epoch = 0;
  listening = false;
  /** PostgreSQL: what a kept caller waits for (see the file's comment). */
  barrier: Barrier | null = null;

  constructor(readonly ttlMs: number | null) {}

  generation(userId: number): string {
    return `${this.epoch}.${this.generations.get(userId) ?? 0}`;
  }

  get(sessionId: string, userId: number, now: number): Entry | null {
    const entry = this.entries.get(sessionId);
    if (!entry || entry.userId !== userId) return null;
    if (entry.expiresAt <= now) {
      this.drop(sessionId);
      return null;
    }
    this.entries.delete(sessionId);
    this.entries.set(sessionId, entry);
    return entry;
  }

  set(sessionId: string, entry: Entry, generation: string): void {
    if (!this.listening || this.generation(entry.userId) !== generation) return;
    this.drop(sessionId);
    this.entries.set(sessionId, entry);
    let sessions = this.sessionsOf.get(entry.userId);
    if (!sessions) this.sessionsOf.set(entry.userId, (sessions = new Set()));
    sessions.add(sessionId);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.drop(oldest);
    }
  }

  forgetUser(userId: number): void {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    for (const sessionId of this.sessionsOf.get(userId) ?? []) this.entries.delete(sessionId);
    this.sessionsOf.delete(userId);
  }

  forgetAll(): void {
    this.epoch += 1;
    this.entries.clear();
    this.sessionsOf.clear();
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    this.sessionsOf.get(entry.userId)?.delete(sessionId);
  }
}

const caches = new WeakMap<object, CallerCache>();

/** The cache of this database (PGlite or PostgreSQL), made on first use. */
function cacheOf(db: Database): CallerCache | null {
  const client = (db as unknown as { $client: object }).$client;
  const kept = caches.get(client);
  if (kept) return kept;
  if (is(db, PgliteDatabase)) {
    const created = new CallerCache(null);
    caches.set(client, created);
    (client as PGlite)
      .listen(CHANNEL, (payload) => {
        const userId = Number(payload);
        if (Number.isInteger(userId)) created.forgetUser(userId);
      })
      .then(() => {
        created.listening = true;
      })
      .catch((error: unknown) => logger.warn('caller cache: LISTEN failed', { error }));
    return created;
  }
  if (is(db, NodePgDatabase)) {
    const created = new CallerCache(PG_ENTRY_TTL_MS);
    caches.set(client, created);
    listenOnPostgres(client as Pool, created);
    return created;
  }
  return null;
}

/**
 * A connection of this process's own that LISTENs on the channel while the pool lives. Until it
 * listens, and from the moment it is lost until it listens again, the cache keeps nothing (it
 * may have missed a change); it reconnects with a doubling wait. Ending the pool ends it.
 */
function listenOnPostgres(pool: Pool, cache: CallerCache): void {
  let current: Client | null = null;
  let ended = false;
  let retryMs = 500;
  const lost = (client: Client) => {
    if (current !== client) return;
    current = null;
    cache.listening = false;
    cache.barrier = null;
    cache.forgetAll();
    client.end().catch(() => undefined);
    if (ended) return;
    setTimeout(connect, retryMs).unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };
  const connect = () => {
    if (ended) return;
    const client = new Client({ ...pool.options, keepAlive: true, application_name: LISTENER_NAME });
    current = client;
    client.on('notification', (message) => {
      const userId = Number(message.payload);
      if (message.channel === CHANNEL && Number.isInteger(userId)) cache.forgetUser(userId);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        if (current !== client) return;
        cache.forgetAll();
        cache.barrier = new Barrier(() => client.query('select 1'));
        cache.listening = true;
        retryMs = 500;
      })
      .catch((error: unknown) => {
        logger.warn('caller cache: LISTEN failed', { error });
        lost(client);
      });
  };
  const endPool = pool.end.bind(pool);
  pool.end = (async () => {
    ended = true;
    cache.listening = false;
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
    return endPool();
  }) as Pool['end'];
  connect();
}

/**
 * Forgets a user's checked sessions in this process at once (a sign-out made here): the
 * database's announcement follows a moment later on PostgreSQL, and the next request of the
 * one who signed out may come first.
 */
export function forgetCaller(db: Executor, userId: number): void {
  caches.get((db as unknown as { $client: object }).$client)?.forgetUser(userId);
}

/**
 * The caller of verified claims: from the cache when this process has checked the session
 * since its last change, else from `lookup` (the database), kept for next time.
 * `touch` runs when the session's last-seen time is due for its hourly update.
 */
export async function cachedCaller(
  db: Database,
  claims: AccessTokenClaims,
  lookup: () => Promise<{ caller: Caller; expiresAt: Date; lastSeenAt: Date } | null>,
  touch: () => Promise<void>,
  options: { now: Date; lastSeenEveryMs: number },
): Promise<Caller | null> {
  const cache = cacheOf(db);
  const now = options.now.getTime();
  let hit = cache?.listening ? cache.get(claims.sessionId, claims.userId, now) : null;
  if (hit && cache?.barrier) {
    // PostgreSQL: hear every change committed before this request first.
    const barrier = cache.barrier;
    hit = await barrier.wait().then(
      () => (cache.listening && cache.barrier === barrier ? cache.get(claims.sessionId, claims.userId, now) : null),
      () => null,
    );
  }
  if (hit) {
    if (hit.lastSeenAt < now - options.lastSeenEveryMs) {
      hit.lastSeenAt = now;
      await touch();
    }
    return hit.caller;
  }
  const generation = cache?.generation(claims.userId) ?? '';
  const found = await lookup();
  if (!found) return null;
  cache?.set(
    claims.sessionId,
    {
      caller: found.caller,
      userId: claims.userId,
      expiresAt: cache?.ttlMs ? Math.min(found.expiresAt.getTime(), now + cache.ttlMs) : found.expiresAt.getTime(),
      lastSeenAt: found.lastSeenAt.getTime(),
    },
    generation,
  );
  return found.caller;
}

/** Whether this database's cache hears of changes (and so keeps callers): for tests and the health of the cache. */
export function callerCacheListening(db: Database): boolean {
  return cacheOf(db)?.listening ?? false;
}
