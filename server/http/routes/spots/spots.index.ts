import { ApiError } from '@/api/api-error';
import { listSpotsWithReviews } from '../../../services/reviews/list-spots-with-reviews';
import { searchSpotsInBounds } from '../../../services/search/search-spots-in-bounds';
import { getSpotDetail, scheduledActivation, spotFreshUntil } from '../../../services/spots/get-spot-detail';
import { listSpotRecommendations } from '../../../services/spots/list-spot-recommendations';
import { logSpotView } from '../../../services/spots/log-spot-view';
import { deleteSpot, updateSpot } from '../../../services/spots/update-spot';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as adminRoutes from './admin-spots.routes';
import * as recommendationRoutes from './recommendations.routes';
import * as mapRoutes from './spot-map.routes';
import * as viewLogRoutes from './spot-view-logs.routes';
import * as routes from './spots.routes';
import * as withReviewsRoutes from './with-reviews.routes';

/**
 * Hono matches in registration order: /v1/spots/map, /recommendations and /with-reviews come
 * before /v1/spots/{id}, which would read them as an id. They call the search and reviews
 * services; they are registered here so that this router, not the mount order of the domain
 * routers, decides (docs/conventions.md).
 */
export const spotsRouter = createRouter()
  .openapi(mapRoutes.searchSpotsInBounds, async (c) => {
    const { userId, query, lang } = requestInput(c);
    return ok(c, await searchSpotsInBounds({ ...query, lang, viewerId: userId }));
  })
  .openapi(recommendationRoutes.listRecommendations, async (c) => {
    const { query, lang } = requestInput(c);
    return ok(c, await listSpotRecommendations({ ...query, lang }));
  })
  .openapi(withReviewsRoutes.listSpotsWithReviews, async (c) => {
    const { query, lang } = requestInput(c);
    return ok(c, await listSpotsWithReviews({ ...query, lang }));
  })
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
  .openapi(adminRoutes.updateSpot, async (c) => {
    const { params, body } = requestInput(c);
    await updateSpot({ spotId: params.id, ...body });
    return ok(c, null);
  })
  .openapi(adminRoutes.deleteSpot, async (c) => {
    await deleteSpot({ spotId: requestInput(c).params.id });
    return ok(c, null);
  })
  .openapi(viewLogRoutes.logSpotView, async (c) => {
    const { userId, sessionId, params } = requestInput(c);
    await logSpotView({ spotId: params.id, userId, sessionId });
    return ok(c, null);
  });
