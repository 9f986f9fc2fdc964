import { POPUP_TAB_PARAM } from './popup-tab';
import { spotPagePath } from './spot-path';
import type { SpotType } from './spot-types';

/**
 * "Open the review editor on arrival": `?write=review` on a pop-up's reviews tab (my visits'
 * 'write a review', issue 31: it used to land on the tab and leave the reader to find the bar's
 * button). Only the browser reads it: the cached page is keyed by the tab alone
 * (lib/cacheable-paths.ts), so the HTML is the same as the plain reviews tab.
 */
const WRITE_REVIEW_PARAM = 'write';
const WRITE_REVIEW_VALUE = 'review';

/** The pop-up's reviews tab, asking it to open the editor (a draft, or my review to edit). */
export function writeReviewPath(spot: { id: number; type: SpotType }): string {
  const query = new URLSearchParams({ [POPUP_TAB_PARAM]: 'REVIEW', [WRITE_REVIEW_PARAM]: WRITE_REVIEW_VALUE });
  return `${spotPagePath(spot)}?${query.toString()}`;
}

/**
 * The address without the request when `href` carries it (the caller puts it in place with
 * replaceState, so Back and reload do not open the editor again), else null.
 */
export function withoutWriteReviewIntent(href: string): string | null {
  const url = new URL(href);
  if (url.searchParams.get(WRITE_REVIEW_PARAM) !== WRITE_REVIEW_VALUE) return null;
  url.searchParams.delete(WRITE_REVIEW_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
