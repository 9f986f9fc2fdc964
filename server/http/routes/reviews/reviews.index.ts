import { countSpotReviews } from '../../../services/reviews/count-spot-reviews';
import { addReviewReaction, removeReviewReaction } from '../../../services/reviews/react-to-review';
import { createReviewDraft } from '../../../services/reviews/create-review-draft';
import { deleteReview } from '../../../services/reviews/delete-review';
import { deleteReviewDraft } from '../../../services/reviews/delete-review-draft';
import { getSpotReviewOverview } from '../../../services/reviews/get-spot-review-overview';
import { hasMySpotReview } from '../../../services/reviews/has-my-spot-review';
import { listMyReviews } from '../../../services/reviews/list-my-reviews';
import { listReviewMetrics } from '../../../services/reviews/list-review-metrics';
import { listSpotReviewImages } from '../../../services/reviews/list-spot-review-images';
import { listSpotReviews } from '../../../services/reviews/list-spot-reviews';
import { registerReview } from '../../../services/reviews/register-review';
import { setReviewVisitDate } from '../../../services/reviews/set-review-visit-date';
import { uploadReviewFile } from '../../../services/reviews/upload-review-file';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as countRoutes from './review-count.routes';
import * as publicRoutes from './reviews.routes';
import * as userRoutes from './user-reviews.routes';

/** Review metrics change rarely (spec: fresh for 5 minutes): shared caches may keep them. */
const METRICS_CACHE_CONTROL = 'public, max-age=300';

export const reviewsRouter = createRouter()
  .openapi(publicRoutes.getMyReviewExists, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await hasMySpotReview({ spotId: params.id, userId }));
  })
  .openapi(countRoutes.countReviews, async (c) => ok(c, await countSpotReviews({ spotId: requestInput(c).params.id })))
  .openapi(publicRoutes.getReviewOverview, async (c) => {
    const { params, lang } = requestInput(c);
    return ok(c, await getSpotReviewOverview({ spotId: params.id, lang }));
  })
  .openapi(publicRoutes.listSpotReviews, async (c) => {
    const { userId, params, query, lang } = requestInput(c);
    return ok(c, await listSpotReviews({ spotId: params.id, viewerId: userId, ...query, lang }));
  })
  .openapi(publicRoutes.listSpotReviewImages, async (c) => {
    const { params, query } = requestInput(c);
    return ok(c, await listSpotReviewImages({ spotId: params.id, ...query }));
  })
  .openapi(publicRoutes.listReviewMetrics, async (c) => {
    const metrics = await listReviewMetrics({ lang: requestInput(c).lang });
    c.header('Cache-Control', METRICS_CACHE_CONTROL);
    return ok(c, metrics);
  })
  .openapi(userRoutes.createReviewDraft, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await createReviewDraft({ userId, ...body }));
  })
  .openapi(userRoutes.deleteReviewDraft, async (c) => {
    const { userId, params } = requestInput(c);
    await deleteReviewDraft({ userId, reviewId: params.id });
    return ok(c, null);
  })
  .openapi(userRoutes.uploadReviewFile, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await uploadReviewFile({ userId, reviewId: params.id, ...body }));
  })
  .openapi(userRoutes.registerReview, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await registerReview({ userId, reviewId: params.id, ...body }));
  })
  .openapi(userRoutes.deleteReview, async (c) => {
    const { userId, params } = requestInput(c);
    await deleteReview({ userId, reviewId: params.id });
    return ok(c, null);
  })
  .openapi(userRoutes.setVisitDate, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await setReviewVisitDate({ userId, reviewId: params.reviewId, ...body }));
  })
  .openapi(userRoutes.addReaction, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await addReviewReaction({ userId, reviewId: params.reviewId, ...body }));
  })
  .openapi(userRoutes.removeReaction, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await removeReviewReaction({ userId, reviewId: params.reviewId, ...body }));
  })
  .openapi(userRoutes.listMyReviews, async (c) => {
    const { userId, query, lang } = requestInput(c);
    return ok(c, await listMyReviews({ userId, ...query, lang }));
  });
