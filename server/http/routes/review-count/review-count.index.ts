import { countSpotReviews } from '../../../services/reviews/count-spot-reviews';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './review-count.routes';

export const reviewCountRouter = createRouter().openapi(routes.countReviews, async (c) => {
  const { id } = c.req.valid('param');
  return ok(c, await countSpotReviews({ spotId: id }));
});
