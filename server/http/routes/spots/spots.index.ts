import { ApiError } from '@/api/api-error';
import { getSpotDetail, scheduledActivation, spotFreshUntil } from '../../../services/spots/get-spot-detail';
import { logSearchKeyword } from '../../../services/search/log-search-keyword';
import { nextListChange } from '../../../services/search/next-list-change';
import { searchSpots } from '../../../services/search/search-spots';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './spots.routes';

export const spotsRouter = createRouter()
  .openapi(routes.getSpot, async (c) => {
    const { userId, params, lang } = requestInput(c);
    let spot;
    try {
      spot = await getSpotDetail({ spotId: params.id, viewerId: userId, lang });
    } catch (error) {
      // The 'deleted content' page of a hidden pop-up is cached until it is published (its
      // tag), or until the instant a scheduled one goes public.
      if (ApiError.is(error, 'UNAVAILABLE')) c.set('freshUntil', (await scheduledActivation(params.id)) ?? undefined);
      throw error;
    }
    // The page shows whether the pre-reservation window is open: it changes at its edges.
    c.set('freshUntil', spotFreshUntil(spot, Date.now()) ?? undefined);
    return ok(c, spot);
  })
  .openapi(routes.searchSpots, async (c) => {
    const { userId, sessionId, query, lang } = requestInput(c);
    const [result, changesAt] = await Promise.all([
      searchSpots({ ...query, lang, viewerId: userId }),
      // Only anonymous answers become cached pages (middleware/page-cache-tags.ts).
      userId === null ? nextListChange(new Date()) : null,
    ]);
    c.set('freshUntil', changesAt ?? undefined);
    // Page 0 only: scrolling further through the same search is not another search.
    const keyword = query.keyword?.trim().replace(/\s+/g, ' ');
    if (keyword && query.page === 0) {
      // Logged per request (the keyword ranking counts it): the front cache must not answer it (decision 062).
      c.header('X-Front-Cache', 'no');
      await logSearchKeyword({ keyword, correctedKeyword: result.correctedKeyword, sessionId, userId });
    }
    return ok(c, result);
  });
