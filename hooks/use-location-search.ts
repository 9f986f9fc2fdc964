'use client';

import { useSyncExternalStore } from 'react';

/** Fired after our own history.replaceState calls, which (unlike Back and Forward) send no event. */
const LOCATION_CHANGE = 'popspot:locationchange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGE, onChange);
  };
}

const browserSearch = () => window.location.search;

/**
 * The page URL's query string, without Next's useSearchParams: public pages are rendered once
 * and served from the cache to everyone, and useSearchParams in such a render hands the
 * whole component to the browser (nothing in the HTML). The server renders from
 * `serverSearch`, the query the cached page was rendered for (the proxy puts it in the
 * path, see proxy.ts); after hydration the browser's own address is read, and it changes
 * with Back/Forward and with replaceLocation().
 */
export function useLocationSearch(serverSearch: string): string {
  return useSyncExternalStore(subscribe, browserSearch, () => serverSearch);
}

/**
 * Rewrites the address without a navigation or a history entry (a tab or filter choice).
 * The state is null on purpose: Next copies its own entry state in, which keeps its router
 * in step with the new URL.
 */
export function replaceLocation(href: string): void {
  window.history.replaceState(null, '', href);
  window.dispatchEvent(new Event(LOCATION_CHANGE));
}
