import type { ReactNode } from 'react';

/**
 * A horizontal row of cards that scrolls sideways and snaps to each card: CSS only (no
 * carousel script), swipeable on touch, scrollable with the keyboard by tabbing through
 * the links. `relative` makes the row the containing block of absolutely positioned
 * descendants (visually hidden sr-only labels in cards): without it they escape the row's
 * clipping and widen the whole page on phones.
 */
export function CardRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className="relative flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]"
    >
      {children}
    </ul>
  );
}

export function CardRowItem({ children, width = 'w-40' }: { children: ReactNode; width?: string }) {
  return <li className={`${width} shrink-0 snap-start`}>{children}</li>;
}
