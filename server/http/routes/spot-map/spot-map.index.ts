import { searchSpotsInBounds } from '../../../services/search/search-spots-in-bounds';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './spot-map.routes';

// Mounted before spotsRouter so /v1/spots/map is never read as /v1/spots/{id}.
export const spotMapRouter = createRouter().openapi(routes.searchSpotsInBounds, async (c) => {
  const { userId, query, lang } = requestInput(c);
  return ok(c, await searchSpotsInBounds({ ...query, lang, viewerId: userId }));
});
