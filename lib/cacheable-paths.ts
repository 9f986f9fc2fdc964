import { parsePopupTab, POPUP_TAB_PARAM, POPUP_TABS } from '@/lib/popup-tab';
import { parseSearchFilters, searchFiltersToParams } from '@/lib/search/search-params';

/**
 * Public pages are rendered once and served from Next's cache, and a cached page is keyed by
 * its path alone: the query string never reaches it. The two pages whose server render
 * depends on the query get it in their path instead, from the proxy:
 *
 * - the pop-up detail (`/popup/{id}`, `/pass/popups/{id}`) with `?tab=` other than the
 *   description renders that tab: `/{lang}/popup/12/tab/MAP`;
 * - the search list with filters renders their first page:
 *   `/{lang}/popup/list/filtered/{filters}`, the filters' canonical query string in base64url
 *   (one path segment, nothing for Next to decode twice).
 *
 * Everything else in the query (utm tags, the map's camera) stays in the address for the
 * browser and out of the cache key. The internal paths are never linked to; asked for
 * directly, they redirect to their public form (publicPathFor).
 */

const LANG = '(?:ko|en|ja|zh)';
const DETAIL = new RegExp(`^(/${LANG}/(?:popup|pass/popups)/\\d+)$`);
const LIST = new RegExp(`^(/${LANG}/popup/list)$`);
const INTERNAL_TAB = new RegExp(`^((?:/${LANG})?/(?:popup|pass/popups)/\\d+)/tab/([^/]+)/?$`);
const INTERNAL_LIST = new RegExp(`^((?:/${LANG})?/popup/list)/filtered/([^/]+)/?$`);

const DEFAULT_TAB = POPUP_TABS[0];

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The filters' query string back from its path segment; '' for anything malformed. */
export function decodeFiltersSegment(segment: string): string {
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

/** The filters' canonical query string (defaults left out, values ordered), '' for none. */
function canonicalFilterQuery(search: URLSearchParams): string {
  return searchFiltersToParams(parseSearchFilters(search)).toString();
}

/**
 * The cached page that renders a locale-prefixed path with this query (the proxy's rewrite
 * target), or null when the path alone says it all.
 */
export function cacheablePathFor(localizedPath: string, search: URLSearchParams): string | null {
  const detail = DETAIL.exec(localizedPath);
  if (detail) {
    const tab = parsePopupTab(search.get(POPUP_TAB_PARAM));
    return tab === DEFAULT_TAB ? null : `${detail[1]}/tab/${tab}`;
  }
  const list = LIST.exec(localizedPath);
  if (list) {
    const query = canonicalFilterQuery(search);
    return query ? `${list[1]}/filtered/${toBase64Url(query)}` : null;
  }
  return null;
}

/** An internal cached-page path asked for directly: the public address it stands for. */
export function publicPathFor(pathname: string): string | null {
  const tab = INTERNAL_TAB.exec(pathname);
  if (tab) return `${tab[1]}?${POPUP_TAB_PARAM}=${encodeURIComponent(parsePopupTab(tab[2]))}`;
  const list = INTERNAL_LIST.exec(pathname);
  if (list) {
    const query = canonicalFilterQuery(new URLSearchParams(decodeFiltersSegment(list[2])));
    return query ? `${list[1]}?${query}` : list[1];
  }
  return null;
}
