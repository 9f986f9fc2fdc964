import { listSpotRecommendations } from '../../../services/spots/list-spot-recommendations';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './recommendations.routes';

/** Mounted before the spots router: `/v1/spots/recommendations` must not reach `/v1/spots/{id}`. */
export const recommendationsRouter = createRouter().openapi(routes.listRecommendations, async (c) => {
  const { query, lang } = requestInput(c);
  return ok(c, await listSpotRecommendations({ ...query, lang }));
});
