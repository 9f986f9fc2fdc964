'use client';

import { useEffect, useRef, useState } from 'react';

/** 'live': the stream is open; 'offline': it is not (the page polls meanwhile). */
export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * Follows a line's server-sent events (`ready`, then `change` whenever the line moves) and
 * calls `onChange` for each, with the event's data. EventSource reconnects by itself after a
 * dropped connection, sending Last-Event-ID, so nothing is missed; the state tells the page
 * whether to poll meanwhile. A refused stream (signed out, not found) closes for good: the
 * page then only polls, which surfaces the real error. Without a URL, 'offline'.
 */
export function useQueueLive(url: string | null, onChange: (data: Record<string, unknown>) => void): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });

  useEffect(() => {
    // No stream to follow: the state is never 'live', so the page keeps polling.
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    const deliver = (event: MessageEvent<string>) => {
      setState('live');
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(event.data) as Record<string, unknown>;
      } catch {
        // A change without readable data is still a change.
      }
      handler.current(data);
    };
    source.addEventListener('ready', deliver);
    source.addEventListener('change', deliver);
    source.onopen = () => setState('live');
    source.onerror = () => setState('offline');
    return () => source.close();
  }, [url]);

  return url ? state : 'offline';
}
