import { SHARE_UTM } from './constants';

/** Campaign tags a link we share may already carry (a shared link shared again). */
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

/**
 * The link the share button hands out: the page's own URL with utm_source=online and
 * utm_medium=share-button (spec 7), so visits from shared links can be told apart.
 *
 * Campaign tags already on the URL are replaced, not added to: re-sharing a link that came
 * from a newsletter is a share, not the newsletter. The hash (a viewer state, a scroll
 * anchor) is dropped; other parameters, such as the open tab, are kept.
 */
export function buildShareUrl(href: string): string {
  const url = new URL(href);
  for (const key of UTM_KEYS) url.searchParams.delete(key);
  for (const [key, value] of Object.entries(SHARE_UTM)) url.searchParams.set(key, value);
  url.hash = '';
  return url.toString();
}
