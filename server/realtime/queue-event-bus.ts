import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { Client, type Pool } from 'pg';
import { getDb, type Database } from '../db/client';
import { logger } from '../logger';

/** The NOTIFY channel of line events (server/services/queues/record-queue-event.ts). */
export const QUEUE_EVENTS_CHANNEL = 'queue_events';

/** Called when a line may have changed; the listener reads what changed from the database. */
type Wake = () => void;

/**
 * Fans line events out to this process's open live pages. One LISTEN per process and
 * database: on PostgreSQL a dedicated connection (a pooled one cannot hold LISTEN), so a
 * change made by any app process reaches the pages open on every other; on PGlite, which
 * lives in this one process, PGlite's own listen. The notification only wakes a page's
 * stream, which then reads the events after the last one it sent: a notification lost while
 * the connection was down costs nothing, because every page is woken once it is back (and
 * each stream also looks on its heartbeat).
 */
class QueueEventBus {
  private readonly wakes = new Map<number, Set<Wake>>();
  private stopListening: Promise<() => Promise<void>> | null = null;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly client: unknown) {}

  async subscribe(queueId: number, wake: Wake): Promise<() => void> {
    let set = this.wakes.get(queueId);
    if (!set) this.wakes.set(queueId, (set = new Set()));
    set.add(wake);
    try {
      await this.listen();
    } catch (error) {
      // The stream still works from its heartbeat; log and keep going.
      logger.warn('queue events: LISTEN failed', { error });
    }
    return () => {
      const current = this.wakes.get(queueId);
      current?.delete(wake);
      if (current?.size === 0) this.wakes.delete(queueId);
      if (this.wakes.size === 0) void this.stop();
    };
  }

  private listen(): Promise<() => Promise<void>> {
    this.stopListening ??= this.start().catch((error: unknown) => {
      this.stopListening = null;
      throw error;
    });
    return this.stopListening;
  }

  private dispatch(payload: string): void {
    let queueId: number;
    try {
      queueId = Number((JSON.parse(payload) as { queueId: unknown }).queueId);
    } catch {
      return;
    }
    for (const wake of this.wakes.get(queueId) ?? []) wake();
  }

  private wakeAll(): void {
    for (const set of this.wakes.values()) for (const wake of set) wake();
  }

  private async start(): Promise<() => Promise<void>> {
    if (isPool(this.client)) return this.startPostgres(this.client);
    const pglite = this.client as PGlite;
    return pglite.listen(QUEUE_EVENTS_CHANNEL, (payload) => this.dispatch(payload));
  }

  private async startPostgres(pool: Pool): Promise<() => Promise<void>> {
    const connection = new Client(pool.options);
    let ended = false;
    const lost = (error?: unknown) => {
      if (ended) return;
      ended = true;
      if (error) logger.warn('queue events: LISTEN connection lost', { error });
      connection.end().catch(() => undefined);
      this.stopListening = null;
      // Listen again shortly while pages are open, then wake them for what they missed.
      if (this.wakes.size > 0 && !this.retry) {
        this.retry = setTimeout(() => {
          this.retry = null;
          if (this.wakes.size === 0) return;
          this.listen()
            .then(() => this.wakeAll())
            .catch(() => lost());
        }, 1_000);
        this.retry.unref();
      }
    };
    connection.on('notification', (message) => {
      if (message.channel === QUEUE_EVENTS_CHANNEL && message.payload) this.dispatch(message.payload);
    });
    connection.on('error', lost);
    connection.on('end', () => lost());
    await connection.connect();
    await connection.query(`LISTEN ${QUEUE_EVENTS_CHANNEL}`);
    return async () => {
      ended = true;
      await connection.end().catch(() => undefined);
    };
  }

  private async stop(): Promise<void> {
    const stopping = this.stopListening;
    this.stopListening = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    if (stopping) await (await stopping.catch(() => async () => undefined))();
  }
}

function isPool(client: unknown): client is Pool {
  return typeof client === 'object' && client !== null && 'totalCount' in client && 'options' in client;
}

// One bus per database client (tests give every file its own database).
const buses = new WeakMap<object, QueueEventBus>();

/**
 * Wakes `wake` whenever an event of line `queueId` is committed, from any app process.
 * Resolves once listening; the returned function unsubscribes.
 */
export async function subscribeQueueEvents(queueId: number, wake: Wake): Promise<() => void> {
  const db: Database = await getDb();
  const client = (db as unknown as { $client: object }).$client;
  let bus = buses.get(client);
  if (!bus) buses.set(client, (bus = new QueueEventBus(client)));
  return bus.subscribe(queueId, wake);
}
