import 'server-only';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { getDb } from '../db/client';
import { eventsAfter, latestEventId } from '../services/queue-console/console-queue-parts';
import { subscribeQueueEvents } from './queue-event-bus';

/** A comment line this often keeps proxies from closing an idle stream; the stream also looks for missed events then. */
const HEARTBEAT_MS = 20_000;
/**
 * A stream ends after this long and the browser reconnects (with Last-Event-ID, missing
 * nothing): connections spread over restarted processes and none lives forever.
 */
const MAX_STREAM_MS = 10 * 60_000;
/** Events read at a time when catching up. */
const CATCH_UP_BATCH = 500;
/** What the browser waits before reconnecting. */
const RETRY_MS = 3_000;

type LineEvent = Awaited<ReturnType<typeof eventsAfter>>[number];

/** The Last-Event-ID of a reconnecting EventSource (or `lastEventId` in the query, for clients that cannot set headers). */
export function lastEventIdOf(c: Context): number | null {
  const raw = c.req.header('Last-Event-ID') ?? c.req.query('lastEventId');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Server-sent events of one line (decision 040). The stream first says `ready` (the page
 * then loads its data afresh, so nothing between the page's load and the stream is lost);
 * afterwards, whenever events of the line are committed by any app process, it sends one
 * `change` whose id is the last event's id and whose data `describe` builds from the events
 * (only what this caller may know). A browser that reconnects sends that id back as
 * Last-Event-ID and is sent one `change` for whatever it missed.
 */
export function queueLiveStream(
  c: Context,
  input: {
    queueId: number;
    /** The Last-Event-ID of a reconnection, or null: only what happens from now on. */
    startAfter: number | null;
    describe: (events: LineEvent[]) => Record<string, unknown>;
  },
): Response {
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const db = await getDb();
    let last = input.startAfter ?? (await latestEventId(db, input.queueId));
    let running: Promise<void> | null = null;
    let again = false;
    const flush = async (): Promise<void> => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          const events = await eventsAfter(db, input.queueId, last, CATCH_UP_BATCH);
          if (events.length === 0 || stream.aborted) continue;
          if (events.length === CATCH_UP_BATCH) again = true;
          last = events[events.length - 1].id;
          await stream.writeSSE({ id: String(last), event: 'change', data: JSON.stringify(input.describe(events)) });
        } while (again && !stream.aborted);
      })().finally(() => {
        running = null;
      });
      return running;
    };

    const unsubscribe = await subscribeQueueEvents(input.queueId, () => {
      flush().catch(() => stream.abort());
    });
    const ended = new Promise<void>((resolve) => {
      stream.onAbort(resolve);
      c.req.raw.signal.addEventListener('abort', () => resolve());
    });
    try {
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ lastEventId: last }), retry: RETRY_MS });
      await flush();
      const deadline = Date.now() + MAX_STREAM_MS;
      while (!stream.aborted && Date.now() < deadline) {
        const timedOut = await Promise.race([
          ended.then(() => false),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(true), HEARTBEAT_MS).unref()),
        ]);
        if (!timedOut) break;
        await stream.write(': ping\n\n');
        await flush();
      }
    } finally {
      unsubscribe();
    }
  });
}
