'use client';

import { useEffect, useRef } from 'react';

/**
 * Browser Back closes the top dialog (spec 2 asks it of the gallery; every dialog does it).
 * Opening pushes a history entry with the same URL whose state lists the open dialogs'
 * ids; Back pops it, popstate fires, and each dialog whose id left the list asks to close.
 * A dialog closed another way (a button, Escape) removes its own entry with history.back()
 * while that entry is still on top, so the next Back doesn't seemingly do nothing.
 *
 * Next's App Router patches pushState to copy its own state (__NA and the tree) into ours,
 * so when Back lands on the page's entry Next restores the same page without a request.
 */
const KEY = '__popspotDialogs';

function openIds(state: unknown): string[] {
  const ids = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[KEY] : undefined;
  return Array.isArray(ids) ? (ids as string[]) : [];
}

function isTop(id: string): boolean {
  const ids = openIds(window.history.state);
  return ids[ids.length - 1] === id;
}

function push(id: string) {
  const ids = openIds(window.history.state);
  if (ids.includes(id)) return;
  window.history.pushState({ ...(window.history.state ?? {}), [KEY]: [...ids, id] }, '');
}

/**
 * Before an action inside a dialog navigates away (router.replace, a link), make the
 * dialog entries ordinary entries of this page: the dialog's own clean-up then leaves
 * history alone, and Back from the next page returns to this one.
 */
export function releaseDialogHistory() {
  if (typeof window === 'undefined' || openIds(window.history.state).length === 0) return;
  window.history.replaceState({ ...window.history.state, [KEY]: [] }, '');
}

/**
 * Runs `callback` once the closing dialog's history entry is gone: at once when no dialog
 * entry is on top (closed by Back, or a dialog without history), otherwise after the Back that
 * its clean-up sends. For a change of the address made as a dialog closes (the filter sheet's
 * 'show results'): made on the dialog's own entry, that Back would undo it.
 */
export function afterDialogHistory(callback: () => void) {
  if (openIds(window.history.state).length === 0) {
    callback();
    return;
  }
  const run = () => {
    window.removeEventListener('popstate', run);
    callback();
  };
  window.addEventListener('popstate', run);
}

/** Dialogs mounted right now (a Strict Mode remount must not pop its own entry). */
const mounted = new Set<string>();

/** Ties a mounted dialog to history: Back calls onCloseRequest; closing pops our entry. */
export function useDialogHistory(id: string, onCloseRequest: () => void, enabled = true) {
  const request = useRef(onCloseRequest);
  useEffect(() => {
    request.current = onCloseRequest;
  }, [onCloseRequest]);

  useEffect(() => {
    if (!enabled) return;
    mounted.add(id);
    push(id);
    const onPopState = () => {
      if (openIds(window.history.state).includes(id)) return;
      request.current();
      // The caller may refuse (e.g. asks 'leave without saving?' first): still open a
      // moment later means the entry must come back, or the next Back would leave the page.
      window.setTimeout(() => {
        if (mounted.has(id)) push(id);
      }, 0);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      mounted.delete(id);
      window.removeEventListener('popstate', onPopState);
      // Deferred: when the dialog unmounts because a link navigated, the new page's entry is
      // on top by then and ours is left alone (Back from there lands on this page).
      window.setTimeout(() => {
        if (!mounted.has(id) && isTop(id)) window.history.back();
      }, 0);
    };
  }, [id, enabled]);
}
