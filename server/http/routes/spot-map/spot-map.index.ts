import { searchSpotsInBounds } from '../../../services/search/search-spots-in-bounds';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './spot-map.routes';

// Mounted before spotsRouter so /v1/spots/map is never read as /v1/spots/{id}.
export const spotMapRouter = createRouter().openapi(routes.searchSpotsInBounds, async (c) => {
  const { lang, ...query } = c.req.valid('query');
  return ok(c, await searchSpotsInBounds({ ...query, lang: lang ?? 'ko', viewerId: c.get('user')?.userId ?? null }));
});
