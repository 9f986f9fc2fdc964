'use client';

import { useEffect, useRef, useState } from 'react';

/** 'live': the stream is open; 'offline': it is not (the page polls meanwhile). */
export type LiveState = 'connecting' | 'live' | 'offline';

/** The first wait before opening a refused stream again, doubled each time up to the last. */
const REOPEN_FIRST_MS = 2_000;
const REOPEN_MAX_MS = 60_000;

/**
 * Follows a line's server-sent events (`ready`, then `change` whenever the line moves) and
 * calls `onEvent` for each, with the event's name and data. EventSource reconnects by itself
 * after a dropped connection, sending Last-Event-ID, so nothing is missed; the state tells
 * the page whether to poll meanwhile. A refused stream (a busy server's 503, a restart) closes
 * the EventSource for good, so the hook opens it again after a wait that doubles and is spread
 * at random (x0.5 to x1.5): a crowd turned away together does not come back together. Without
 * a URL, 'offline'.
 */
export function useQueueLive(
  url: string | null,
  onEvent: (data: Record<string, unknown>, event: 'ready' | 'change') => void,
): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    // No stream to follow: the state is never 'live', so the page keeps polling.
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;
    let refusals = 0;
    const open = () => {
      const current = new EventSource(url, { withCredentials: true });
      source = current;
      const deliver = (name: 'ready' | 'change') => (event: MessageEvent<string>) => {
        setState('live');
        refusals = 0;
        let data: Record<string, unknown> = {};
        try {
          data = JSON.parse(event.data) as Record<string, unknown>;
        } catch {
          // A change without readable data is still a change.
        }
        handler.current(data, name);
      };
      current.addEventListener('ready', deliver('ready'));
      current.addEventListener('change', deliver('change'));
      current.onopen = () => setState('live');
      current.onerror = () => {
        setState('offline');
        if (current.readyState !== EventSource.CLOSED) return;
        const wait = Math.min(REOPEN_MAX_MS, REOPEN_FIRST_MS * 2 ** refusals);
        refusals += 1;
        reopen = setTimeout(open, Math.round(wait * (0.5 + Math.random())));
      };
    };
    open();
    return () => {
      if (reopen) clearTimeout(reopen);
      source?.close();
    };
  }, [url]);

  return url ? state : 'offline';
}
