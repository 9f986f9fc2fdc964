import 'server-only';
import { getDb, type Database } from '../db/client';
import { logger } from '../logger';
import { readLineSnapshot, type LineSnapshot } from '../services/queues/line-snapshot';
import { subscribeQueueEvents } from './queue-event-bus';

/**
 * One reader per line and app process for all of that line's live streams (decision 059).
 *
 * A committed event wakes the line (queue-event-bus.ts: one LISTEN per process); the watch
 * then reads the line once (line-snapshot.ts) and hands the snapshot to every stream, which
 * works out its own watcher's state in memory. A thousand watchers cost one read per change
 * instead of a thousand, and the pages need not come back to reload.
 *
 * Reads are coalesced: wakes that arrive while a read runs make one more read after it, and
 * reads start at most every 50 ms (longer while reads are slow), so a rush of joins (a
 * thousand events in a second) costs a few reads a second, each catching up on every event
 * since the last.
 */
type Listener = (snapshot: LineSnapshot) => void;

/**
 * The time between the starts of two reads of one line: at least 50 ms, and eight times what
 * the last read took (up to half a second), so that reading a long line during a rush never
 * takes more than about an eighth of the process's time from the joins themselves.
 */
const MIN_READ_GAP_MS = 50;
const READ_GAP_FACTOR = 8;
const MAX_READ_GAP_MS = 500;
/** A read without a wake this often, in case a notification was lost (the old per-stream heartbeat read). */
const SAFETY_READ_MS = 20_000;

class LineWatch {
  private readonly listeners = new Set<Listener>();
  private snapshot: LineSnapshot | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private lastReadAt = 0;
  private lastReadMs = 0;
  private unsubscribe: Promise<() => void> | null = null;
  private safety: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly queueId: number,
    private readonly onEmpty: () => void,
  ) {}

  /** Adds a listener; it hears the next snapshot (read for it) and every one after. */
  async add(listener: Listener): Promise<void> {
    this.listeners.add(listener);
    if (!this.unsubscribe) {
      this.unsubscribe = subscribeQueueEvents(this.queueId, () => this.wake());
      this.safety = setInterval(() => this.wake(), SAFETY_READ_MS);
      this.safety.unref();
    }
    await this.unsubscribe;
    // Listening now: a read from here on cannot miss what the listener's page loaded before.
    this.wake();
  }

  remove(listener: Listener): void {
    this.listeners.delete(listener);
    if (this.listeners.size > 0) return;
    if (this.safety) clearInterval(this.safety);
    this.safety = null;
    void this.unsubscribe?.then((stop) => stop()).catch(() => undefined);
    this.unsubscribe = null;
    this.snapshot = null;
    this.onEmpty();
  }

  private wake(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    const gap = Math.min(MAX_READ_GAP_MS, Math.max(MIN_READ_GAP_MS, READ_GAP_FACTOR * this.lastReadMs));
    const wait = Math.max(0, this.lastReadAt + gap - Date.now());
    this.reading = new Promise<void>((resolve) => setTimeout(resolve, wait))
      .then(() => this.readOnce())
      .catch((error: unknown) => logger.warn('line watch: read failed', { queueId: this.queueId, error }))
      .finally(() => {
        this.reading = null;
        if (this.again && this.listeners.size > 0) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async readOnce(): Promise<void> {
    this.again = false;
    this.lastReadAt = Date.now();
    const previous = this.snapshot;
    const next = await readLineSnapshot(this.db, this.queueId, previous?.lastEventId ?? null, previous);
    this.lastReadMs = Date.now() - this.lastReadAt;
    if (!next || this.listeners.size === 0) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) {
      try {
        listener(next);
      } catch (error) {
        logger.warn('line watch: a listener failed', { queueId: this.queueId, error });
      }
    }
  }
}

// One watch per database client and line (tests give every file its own database).
const watches = new WeakMap<object, Map<number, LineWatch>>();

/**
 * Calls `listener` with a snapshot of line `queueId` now, and again after every committed
 * change, from any app process. The returned function stops it.
 */
export async function watchLine(queueId: number, listener: Listener): Promise<() => void> {
  const db = await getDb();
  let lines = watches.get(db);
  if (!lines) watches.set(db, (lines = new Map()));
  let watch = lines.get(queueId);
  if (!watch) {
    const created = new LineWatch(db, queueId, () => {
      if (lines.get(queueId) === created) lines.delete(queueId);
    });
    lines.set(queueId, created);
    watch = created;
  }
  const current = watch;
  await current.add(listener);
  return () => current.remove(listener);
}
