/**
 * Browser Back closes the image viewer (spec 2). Opening pushes a history entry with the
 * same URL and a marker in its state; Back pops it (popstate) and the viewer closes. When
 * the viewer is closed another way (Escape, the close button) the entry is ours and still
 * on top, so it is removed with history.back(): otherwise the next Back would seemingly do
 * nothing. No URL changes, so a link copied while the viewer is open is the page's link.
 *
 * Next's App Router patches pushState to copy its own state (__NA and the tree) into ours,
 * so when Back lands on the page's entry Next restores the same page without a request.
 */
const MARKER = '__popspotImageViewer';

export function isViewerEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARKER] === true;
}

/** Adds the viewer's entry unless it is already on top (React Strict Mode runs effects twice). */
export function pushViewerEntry() {
  if (!isViewerEntry(window.history.state)) window.history.pushState({ [MARKER]: true }, '');
}

/** Removes the viewer's entry after a close that did not come from Back. */
export function popViewerEntry() {
  if (isViewerEntry(window.history.state)) window.history.back();
}
