'use client';

import { useRef, useState, type ReactNode } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useHorizontalSwipe } from '@/hooks/use-horizontal-swipe';
import { replaceLocation, useLocationSearch } from '@/hooks/use-location-search';
import { adjacentTab, parsePopupTab, POPUP_TAB_PARAM, POPUP_TABS, urlWithTab, type PopupTab } from '@/lib/popup-tab';

type Props = {
  initialTab: PopupTab;
  /** Accessible name of the tab list. */
  label: string;
  labels: Record<PopupTab, ReactNode>;
  /** Called the first time a tab is shown; its panel then stays mounted (hidden) after. */
  renderPanel: (tab: PopupTab) => ReactNode;
};

type State = { tab: PopupTab; visited: ReadonlySet<PopupTab>; urlTab: PopupTab };

/**
 * The detail page's four tabs (ui/TabList: the WAI-ARIA tabs pattern, selection follows focus).
 *
 * - The `tab` query parameter is the source: the server renders the named tab's panel, so
 *   `?tab=MAP` arrives with the map tab open and its address in the HTML.
 * - Choosing a tab rewrites the query in place (replaceLocation): no navigation, no server
 *   round trip, no new history entry (Back leaves the page rather than stepping through
 *   tabs). A link to `?tab=REVIEW` is a navigation to that tab's cached page.
 * - Panels mount on first visit and then stay mounted but hidden: the map is not loaded
 *   until someone opens its tab, and returning to a tab keeps its state.
 * - Swiping the panel area left or right moves to the neighbouring tab (touch only; inner
 *   maps and horizontal lists keep their own drags).
 */
export function PopupTabs({ initialTab, label, labels, renderPanel }: Props) {
  // The server rendered `initialTab` (the proxy puts ?tab= in the cached page's path); after
  // hydration the address is read, and Back/Forward across tab changes are followed.
  const search = useLocationSearch(`?${POPUP_TAB_PARAM}=${initialTab}`);
  const urlTab = parsePopupTab(new URLSearchParams(search).get(POPUP_TAB_PARAM) ?? initialTab);
  const [state, setState] = useState<State>(() => ({
    tab: initialTab,
    visited: new Set([initialTab]),
    urlTab,
  }));
  const tablistRef = useRef<HTMLDivElement>(null);

  // The URL's tab changed without us (Back/Forward, or our own replaceLocation echoed back):
  // show it. Adjusting state during render, not in an effect,
  // avoids a frame with the old panel.
  if (urlTab !== state.urlTab) {
    setState((s) => ({ tab: urlTab, visited: new Set([...s.visited, urlTab]), urlTab }));
  }

  const select = (tab: PopupTab) => {
    if (tab === state.tab) return;
    setState((s) => ({ ...s, tab, visited: new Set([...s.visited, tab]) }));
    replaceLocation(urlWithTab(window.location.href, tab));
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

  const swipe = useHorizontalSwipe((direction) => {
    const next = adjacentTab(state.tab, direction);
    if (next) select(next);
  });

  return (
    <>
      {/* Marks where the tab bar sits when not stuck (see keepTabsInView). */}
      <div aria-hidden="true" />
      <TabList
        ref={tablistRef}
        idBase="popup"
        label={label}
        items={POPUP_TABS.map((tab) => ({ value: tab, label: labels[tab] }))}
        selected={state.tab}
        onSelect={select}
        className="sticky top-14 z-20"
      />
      <div {...swipe}>
        {POPUP_TABS.map((tab) => (
          <TabPanel key={tab} idBase="popup" value={tab} selected={tab === state.tab}>
            {state.visited.has(tab) ? renderPanel(tab) : null}
          </TabPanel>
        ))}
      </div>
    </>
  );
}
