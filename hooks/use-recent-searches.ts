'use client';

import { useSyncExternalStore } from 'react';
import { addRecentSearch, parseRecentSearches, removeRecentSearch } from '@/lib/search/recent-searches';

/** Where the device keeps them: no server, no cookie (docs/decisions/058-search-ui.md). */
const STORAGE_KEY = 'popspot:recent-searches';
const NONE: readonly string[] = [];

/** This tab's writers and readers (other tabs' writes arrive as `storage` events). */
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: readonly string[] } = { raw: null, list: NONE };

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage turned off or refused (private modes, a sandboxed frame): no recent searches.
    return null;
  }
}

/** The same array while the stored value is the same, as useSyncExternalStore requires. */
function snapshot(): readonly string[] {
  const raw = readStored();
  if (raw !== cached.raw) cached = { raw, list: raw === null ? NONE : parseRecentSearches(raw) };
  return cached.list;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    // null: another tab cleared the whole storage.
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function store(list: readonly string[]) {
  try {
    if (list.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Full or refused: the search itself still runs; the list just stays as it was.
  }
  for (const notify of listeners) notify();
}

/** Add, remove and clear, usable outside a component (the search bar records a search with it). */
export const recentSearches = {
  add: (keyword: string) => store(addRecentSearch(snapshot(), keyword)),
  remove: (keyword: string) => store(removeRecentSearch(snapshot(), keyword)),
  clear: () => store(NONE),
};

/**
 * The reader's recent searches on this device, newest first, with add/remove/clear; tabs stay
 * in step through the `storage` event. Empty in the server render and while hydrating, so the
 * server's HTML never differs from the first render in the browser.
 */
export function useRecentSearches() {
  const items = useSyncExternalStore(subscribe, snapshot, () => NONE);
  return { items, ...recentSearches };
}
