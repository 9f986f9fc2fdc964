import { countSpotReviews } from '../../../services/reviews/count-spot-reviews';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './review-count.routes';

export const reviewCountRouter = createRouter().openapi(routes.countReviews, async (c) =>
  ok(c, await countSpotReviews({ spotId: requestInput(c).params.id })),
);
