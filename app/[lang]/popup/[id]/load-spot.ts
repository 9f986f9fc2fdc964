import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { ApiError } from '@/api/api-error';
import type { SpotDetail } from '@/api/contracts/spots';
import { ResultCode } from '@/api/error-codes';
import { spotQueries } from '@/api/spots';
import { getQueryClient } from '@/api/query/get-query-client';
import { POPUP_TAB_PARAM, POPUP_TABS, type PopupTab } from '@/lib/popup-tab';
import { parseRouteId } from '@/lib/route-id';
import { localizedPath } from '@/lib/seo/alternates';
import { spotPagePath } from '@/lib/spot-path';
import type { Locale } from '@/lib/locales';

export type LoadedSpot = { status: 'ok'; spot: SpotDetail } | { status: 'deleted' };

/**
 * Loads the spot into the request's query client (metadata and page share the client, and
 * getSpotDetail is cached per request, so the API is called once) and sorts failures the
 * spec's way: deleted content gets its dialog, a bad or unknown id is a 404, anything else
 * goes to the error boundary. Shared by /popup/{id} and the pass pop-up page /pass/popups/{id}.
 */
export async function loadSpot(rawId: string, lang: Locale): Promise<LoadedSpot> {
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  try {
    return { status: 'ok', spot: await getQueryClient().fetchQuery(spotQueries.detail(id, lang)) };
  } catch (error) {
    if (ApiError.is(error)) {
      // UNAVAILABLE answers 400 too, so check it before the 400 -> not-found rule.
      if (error.code === ResultCode.UNAVAILABLE) return { status: 'deleted' };
      if (error.code === ResultCode.NOT_FOUND || error.status === 400 || error.status === 404) notFound();
    }
    throw error;
  }
}

/**
 * Each spot has one canonical page (lib/spot-path.ts): opened at the other address, answer a
 * permanent redirect there, on the same tab, so links and search engines settle on one URL.
 * `pagePath` is the unlocalized path of the page being rendered. The redirect is cached with
 * the page, which never sees the query: other parameters (utm tags) are not carried over.
 */
export function redirectToCanonicalSpotPage(spot: SpotDetail, lang: Locale, pagePath: string, tab: PopupTab): void {
  const canonical = spotPagePath(spot);
  if (canonical === pagePath) return;
  const search = tab === POPUP_TABS[0] ? '' : `?${POPUP_TAB_PARAM}=${tab}`;
  permanentRedirect(`${localizedPath(canonical, lang)}${search}`);
}
