import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { AccessTokenClaims, Caller } from '../../auth/access-token';
import type { Database } from '../../db/client';
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

type Entry = { caller: Caller; userId: number; expiresAt: number; lastSeenAt: number };

class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsOf = new Map<number, Set<string>>();
  /** Bumped by every change to a user: a lookup that raced one is not kept. */
  private readonly generations = new Map<number, number>();
  listening = false;

  generation(userId: number): number {
    return this.generations.get(userId) ?? 0;
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

  set(sessionId: string, entry: Entry, generation: number): void {
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
    this.generations.set(userId, this.generation(userId) + 1);
    for (const sessionId of this.sessionsOf.get(userId) ?? []) this.entries.delete(sessionId);
    this.sessionsOf.delete(userId);
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    this.sessionsOf.get(entry.userId)?.delete(sessionId);
  }
}

const caches = new WeakMap<object, CallerCache>();

/** The cache of this database, or null where callers are not cached (PostgreSQL). */
function cacheOf(db: Database): CallerCache | null {
  if (!is(db, PgliteDatabase)) return null;
  const client = (db as unknown as { $client: PGlite }).$client;
  let cache = caches.get(client);
  if (!cache) {
    const created = new CallerCache();
    caches.set(client, created);
    cache = created;
    client
      .listen(CHANNEL, (payload) => {
        const userId = Number(payload);
        if (Number.isInteger(userId)) created.forgetUser(userId);
      })
      .then(() => {
        created.listening = true;
      })
      .catch((error: unknown) => logger.warn('caller cache: LISTEN failed', { error }));
  }
  return cache;
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
  const hit = cache?.listening ? cache.get(claims.sessionId, claims.userId, now) : null;
  if (hit) {
    if (hit.lastSeenAt < now - options.lastSeenEveryMs) {
      hit.lastSeenAt = now;
      await touch();
    }
    return hit.caller;
  }
  const generation = cache?.generation(claims.userId) ?? 0;
  const found = await lookup();
  if (!found) return null;
  cache?.set(
    claims.sessionId,
    {
      caller: found.caller,
      userId: claims.userId,
      expiresAt: found.expiresAt.getTime(),
      lastSeenAt: found.lastSeenAt.getTime(),
    },
    generation,
  );
  return found.caller;
}
