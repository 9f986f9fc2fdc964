/**
 * The pop-up detail's tabs (spec 2): the `tab` query parameter names one of these, and an
 * absent or unknown value means the description. The order is the tab bar's order, which
 * also decides what swiping left or right selects.
 */
export const POPUP_TABS = ['POPUP_DESCRIPTION', 'DETAIL_IMAGE', 'MAP', 'REVIEW'] as const;
export type PopupTab = (typeof POPUP_TABS)[number];
const DEFAULT_POPUP_TAB: PopupTab = 'POPUP_DESCRIPTION';
export const POPUP_TAB_PARAM = 'tab';

function isPopupTab(value: unknown): value is PopupTab {
  return typeof value === 'string' && (POPUP_TABS as readonly string[]).includes(value);
}

/** Reads `?tab=` (a Next searchParams value may be an array when repeated: the first wins). */
export function parsePopupTab(value: string | string[] | null | undefined): PopupTab {
  const first = Array.isArray(value) ? value[0] : value;
  return isPopupTab(first) ? first : DEFAULT_POPUP_TAB;
}

/**
 * The current URL with `tab` set, every other parameter (utm tags, for instance) and the
 * hash kept. The default tab is written out too, so the address always says which tab is
 * open once the reader has chosen one.
 */
export function urlWithTab(href: string, tab: PopupTab): string {
  const url = new URL(href);
  url.searchParams.set(POPUP_TAB_PARAM, tab);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The neighbouring tab (for arrow keys and swipes), or null past either end. */
export function adjacentTab(tab: PopupTab, step: 1 | -1): PopupTab | null {
  return POPUP_TABS[POPUP_TABS.indexOf(tab) + step] ?? null;
}
