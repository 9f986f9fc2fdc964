'use client';

import { useRef, type TouchEvent } from 'react';

/** Finger travel (px) that counts as a swipe; shorter moves are taps or scroll jitter. */
const MIN_DISTANCE = 56;
/** A swipe must be clearly sideways: horizontal travel at least twice the vertical. */
const DIRECTION_RATIO = 2;

/** Elements marked with this attribute (a map, a carousel) keep their own horizontal drags. */
export const SWIPE_IGNORE_ATTRIBUTE = 'data-swipe-ignore';

/**
 * Whether a touch that began on `target` belongs to something between it and the swipe
 * area that scrolls or drags sideways on its own: an opted-out element, or a horizontally
 * scrollable list. Those gestures are the inner element's, not a tab change.
 */
function startsInHorizontalScroller(target: EventTarget | null, area: Element): boolean {
  for (let node = target instanceof Element ? target : null; node && node !== area; node = node.parentElement) {
    if (node.hasAttribute(SWIPE_IGNORE_ATTRIBUTE)) return true;
    if (node.scrollWidth > node.clientWidth) {
      const { overflowX } = getComputedStyle(node);
      if (overflowX === 'auto' || overflowX === 'scroll') return true;
    }
  }
  return false;
}

/**
 * Touch handlers that report a left or right swipe (`1` = towards the next item, i.e. the
 * finger moved left). Listeners are passive and never call preventDefault: vertical page
 * scrolling and pinch-zoom stay the browser's. Pinches (two fingers), a page zoomed in by
 * the reader (who is panning, not swiping) and inner horizontal scrollers are ignored.
 * Swipe is a shortcut for touch screens; the same actions have buttons and keys.
 */
export function useHorizontalSwipe(onSwipe: (direction: 1 | -1) => void, enabled = true) {
  const start = useRef<{ x: number; y: number } | null>(null);

  return {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      start.current = null;
      if (!enabled || event.touches.length !== 1) return;
      if ((window.visualViewport?.scale ?? 1) > 1.01) return;
      if (startsInHorizontalScroller(event.target, event.currentTarget)) return;
      const touch = event.touches[0];
      start.current = { x: touch.clientX, y: touch.clientY };
    },
    onTouchMove(event: TouchEvent<HTMLElement>) {
      // A second finger turns the gesture into a pinch.
      if (event.touches.length > 1) start.current = null;
    },
    onTouchEnd(event: TouchEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < DIRECTION_RATIO * Math.abs(dy)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
