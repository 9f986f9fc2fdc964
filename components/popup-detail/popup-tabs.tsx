'use client';

import { useSearchParams } from 'next/navigation';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHorizontalSwipe } from '@/hooks/use-horizontal-swipe';
import { adjacentTab, parsePopupTab, POPUP_TAB_PARAM, POPUP_TABS, urlWithTab, type PopupTab } from '@/lib/popup-tab';

type Props = {
  initialTab: PopupTab;
  /** Accessible name of the tab list. */
  label: string;
  labels: Record<PopupTab, ReactNode>;
  /** Called the first time a tab is shown; its panel then stays mounted (hidden) after. */
  renderPanel: (tab: PopupTab) => ReactNode;
};

const tabId = (tab: PopupTab) => `popup-tab-${tab}`;
const panelId = (tab: PopupTab) => `popup-panel-${tab}`;

type State = { tab: PopupTab; visited: ReadonlySet<PopupTab>; urlTab: PopupTab };

/**
 * The detail page's four tabs (WAI-ARIA tabs pattern, selection follows focus).
 *
 * - The `tab` query parameter is the source: the server renders the named tab's panel, so
 *   `?tab=MAP` arrives with the map tab open and its address in the HTML.
 * - Choosing a tab rewrites the query with `history.replaceState`: no navigation, no server
 *   round trip, no new history entry (Back leaves the page rather than stepping through
 *   tabs). Next's App Router picks the change up in useSearchParams; a change made by
 *   someone else (a link to `?tab=REVIEW` on this page) is adopted the same way.
 * - Panels mount on first visit and then stay mounted but hidden: the map is not loaded
 *   until someone opens its tab, and returning to a tab keeps its state.
 * - Swiping the panel area left or right moves to the neighbouring tab (touch only; inner
 *   maps and horizontal lists keep their own drags).
 */
export function PopupTabs({ initialTab, label, labels, renderPanel }: Props) {
  const urlTab = parsePopupTab(useSearchParams()?.get(POPUP_TAB_PARAM));
  const [state, setState] = useState<State>(() => ({
    tab: initialTab,
    visited: new Set([initialTab]),
    urlTab,
  }));
  const tabRefs = useRef(new Map<PopupTab, HTMLButtonElement>());
  const tablistRef = useRef<HTMLDivElement>(null);

  // The URL's tab changed without us (a link within the page, or our own replaceState
  // echoed back by the router): show it. Adjusting state during render, not in an effect,
  // avoids a frame with the old panel.
  if (urlTab !== state.urlTab) {
    setState((s) => ({ tab: urlTab, visited: new Set([...s.visited, urlTab]), urlTab }));
  }

  const select = (tab: PopupTab, focus = false) => {
    if (focus) tabRefs.current.get(tab)?.focus();
    if (tab === state.tab) return;
    setState((s) => ({ ...s, tab, visited: new Set([...s.visited, tab]) }));
    // null state on purpose: Next copies its own entry state in; passing the current state
    // (which carries Next's marker) would bypass the router's useSearchParams sync.
    window.history.replaceState(null, '', urlWithTab(window.location.href, tab));
    keepTabsInView();
  };

  // After scrolling far down one tab, the next one starts at its top, under the sticky bar.
  const keepTabsInView = () => {
    const bar = tablistRef.current;
    if (!bar) return;
    const stickyTop = Number.parseFloat(getComputedStyle(bar).top) || 0;
    const sentinel = bar.previousElementSibling;
    const naturalTop = sentinel ? sentinel.getBoundingClientRect().bottom : bar.getBoundingClientRect().top;
    if (naturalTop < stickyTop) window.scrollTo({ top: window.scrollY + naturalTop - stickyTop });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = POPUP_TABS.indexOf(state.tab);
    const last = POPUP_TABS.length - 1;
    const target: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(POPUP_TABS[next], true);
  };

  const swipe = useHorizontalSwipe((direction) => {
    const next = adjacentTab(state.tab, direction);
    if (next) select(next);
  });

  return (
    <>
      {/* Marks where the tab bar sits when not stuck (see keepTabsInView). */}
      <div aria-hidden="true" />
      <div
        ref={tablistRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="sticky top-14 z-20 flex border-b border-line bg-surface"
      >
        {POPUP_TABS.map((tab) => {
          const selected = tab === state.tab;
          return (
            <button
              key={tab}
              ref={(el) => {
                if (el) tabRefs.current.set(tab, el);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              className={`relative h-12 flex-1 px-1 text-sm whitespace-nowrap ${
                selected
                  ? 'font-bold text-ink after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-ink'
                  : 'text-ink-muted'
              }`}
            >
              {labels[tab]}
            </button>
          );
        })}
      </div>
      <div {...swipe}>
        {POPUP_TABS.map((tab) => (
          <div
            key={tab}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            hidden={tab !== state.tab}
            tabIndex={tab === state.tab ? 0 : -1}
            className="outline-none focus-visible:outline-2"
          >
            {state.visited.has(tab) ? renderPanel(tab) : null}
          </div>
        ))}
      </div>
    </>
  );
}
