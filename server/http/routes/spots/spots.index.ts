import { getSpotDetail } from '../../../services/spots/get-spot-detail';
import { logSearchKeyword } from '../../../services/search/log-search-keyword';
import { searchSpots } from '../../../services/search/search-spots';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './spots.routes';

export const spotsRouter = createRouter()
  .openapi(routes.getSpot, async (c) => {
    const { id } = c.req.valid('param');
    const { lang } = c.req.valid('query');
    return ok(c, await getSpotDetail({ spotId: id, viewerId: c.get('user')?.userId ?? null, lang: lang ?? 'ko' }));
  })
  .openapi(routes.searchSpots, async (c) => {
    const { lang, ...query } = c.req.valid('query');
    const userId = c.get('user')?.userId ?? null;
    const result = await searchSpots({ ...query, lang: lang ?? 'ko', viewerId: userId });
    // Page 0 only: scrolling further through the same search is not another search.
    const keyword = query.keyword?.trim().replace(/\s+/g, ' ');
    if (keyword && query.page === 0) {
      await logSearchKeyword({ keyword, sessionId: c.get('sessionId'), userId });
    }
    return ok(c, result);
  });
