import 'server-only';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { QueueTicketLive } from '@/api/contracts/queues';
import { getDb } from '../db/client';
import { eventsAfter } from '../services/queue-console/console-queue-parts';
import { liveTicketFrom, liveTicketOf, readLineTicket, type LineSnapshot } from '../services/queues/line-snapshot';
import { watchLine } from './line-watch';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/**
 * A stream ends after this long and the browser reconnects (with Last-Event-ID, missing
 * nothing): connections spread over restarted processes and none lives forever.
 */
const MAX_STREAM_MS = 10 * 60_000;
/**
 * What the browser waits before reconnecting, spread so that a thousand pages dropped at
 * once (a restarted process) do not all come back in the same instant.
 */
const RETRY_MIN_MS = 2_000;
const RETRY_SPREAD_MS = 4_000;

/** The Last-Event-ID of a reconnecting EventSource (or `lastEventId` in the query, for clients that cannot set headers). */
export function lastEventIdOf(c: Context): number | null {
  const raw = c.req.header('Last-Event-ID') ?? c.req.query('lastEventId');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

type Message = { event: 'ready' | 'change'; id: number; data: Record<string, unknown> };

/**
 * Server-sent events of one line (decisions 040 and 059). The line is read once per app
 * process for all of its streams (line-watch.ts); `messages` turns each snapshot into what
 * this caller is sent (only what it may know), the first one always starting with `ready`.
 * Event ids are the line's event ids, so a reconnecting browser's Last-Event-ID says what it
 * has seen. Snapshots that arrive while a slow client is still being written to are skipped
 * for the newest: a watcher needs the line as it is, not every step it took.
 */
function lineLiveStream(
  c: Context,
  queueId: number,
  messages: (snapshot: LineSnapshot, first: boolean) => Promise<Message[]> | Message[],
): Response {
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let latest: LineSnapshot | null = null;
    let writing: Promise<void> | null = null;
    let first = true;
    const retry = RETRY_MIN_MS + Math.floor(Math.random() * RETRY_SPREAD_MS);
    const drain = () => {
      writing ??= (async () => {
        while (latest && !stream.aborted) {
          const snapshot: LineSnapshot = latest;
          latest = null;
          const isFirst = first;
          first = false;
          for (const message of await messages(snapshot, isFirst)) {
            await stream.writeSSE({
              event: message.event,
              id: String(message.id),
              data: JSON.stringify(message.data),
              ...(message.event === 'ready' ? { retry } : {}),
            });
          }
        }
      })()
        .catch(() => stream.abort())
        .finally(() => {
          writing = null;
          if (latest && !stream.aborted) drain();
        });
    };
    const ended = new Promise<void>((resolve) => {
      stream.onAbort(resolve);
      c.req.raw.signal.addEventListener('abort', () => resolve());
    });
    const stop = await watchLine(queueId, (snapshot) => {
      latest = snapshot;
      drain();
    });
    try {
      const deadline = Date.now() + MAX_STREAM_MS;
      while (!stream.aborted && Date.now() < deadline) {
        const timedOut = await Promise.race([
          ended.then(() => false),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(true), HEARTBEAT_MS).unref()),
        ]);
        if (!timedOut) break;
        await stream.write(': ping\n\n');
      }
    } finally {
      stop();
    }
  });
}

/**
 * A waiting ticket's live page: `ready` with the ticket's live state, then a `change`
 * whenever that state changes (its place, the teams called ahead, its estimate, its own
 * status), with `mine` saying whether the ticket itself changed. A reconnection with a
 * Last-Event-ID older than the line gets a `change` after `ready` for what it missed.
 */
export function ticketLiveStream(
  c: Context,
  input: { queueId: number; ticketId: number; startAfter: number | null },
): Response {
  let sent = '';
  return lineLiveStream(c, input.queueId, async (snapshot, first) => {
    let ticket: QueueTicketLive | null = liveTicketOf(snapshot, input.ticketId);
    if (!ticket && first) {
      // Finished before the line was read: its state is its own row.
      const row = await readLineTicket(await getDb(), input.queueId, input.ticketId);
      ticket = row ? liveTicketFrom(snapshot, row) : null;
    }
    if (!ticket)
      return first ? [{ event: 'ready', id: snapshot.lastEventId, data: { lastEventId: snapshot.lastEventId } }] : [];
    const state = JSON.stringify(ticket);
    const changed = state !== sent;
    sent = state;
    if (first) {
      const ready: Message = {
        event: 'ready',
        id: snapshot.lastEventId,
        data: { lastEventId: snapshot.lastEventId, ticket },
      };
      if (input.startAfter === null || input.startAfter >= snapshot.lastEventId) return [ready];
      const missed = await eventsAfter(await getDb(), input.queueId, input.startAfter, 10_000);
      const mine = missed.some((e) => e.ticketId === input.ticketId);
      return [ready, { event: 'change', id: snapshot.lastEventId, data: { mine, ticket } }];
    }
    if (!changed) return [];
    const mine = snapshot.events.some((e) => e.ticketId === input.ticketId);
    return [{ event: 'change', id: snapshot.lastEventId, data: { mine, ticket } }];
  });
}

/**
 * The console's live feed: `ready`, then a `change` naming the actions of each batch of
 * events (the console reloads its line); a reconnection is told what it missed.
 */
export function consoleLiveStream(c: Context, input: { queueId: number; startAfter: number | null }): Response {
  return lineLiveStream(c, input.queueId, async (snapshot, first) => {
    const actions = (events: { action: string }[]) => ({ actions: [...new Set(events.map((e) => e.action))] });
    if (first) {
      const ready: Message = { event: 'ready', id: snapshot.lastEventId, data: { lastEventId: snapshot.lastEventId } };
      if (input.startAfter === null || input.startAfter >= snapshot.lastEventId) return [ready];
      const missed = await eventsAfter(await getDb(), input.queueId, input.startAfter, 10_000);
      return missed.length ? [ready, { event: 'change', id: snapshot.lastEventId, data: actions(missed) }] : [ready];
    }
    return snapshot.events.length
      ? [{ event: 'change', id: snapshot.lastEventId, data: actions(snapshot.events) }]
      : [];
  });
}
