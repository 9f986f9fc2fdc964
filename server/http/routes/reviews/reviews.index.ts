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
import { listSpotsWithReviews } from '../../../services/reviews/list-spots-with-reviews';
import { registerReview } from '../../../services/reviews/register-review';
import { setReviewVisitDate } from '../../../services/reviews/set-review-visit-date';
import { uploadReviewFile } from '../../../services/reviews/upload-review-file';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as publicRoutes from './reviews.routes';
import * as userRoutes from './user-reviews.routes';

/** Review metrics change rarely (spec: fresh for 5 minutes): shared caches may keep them. */
const METRICS_CACHE_CONTROL = 'public, max-age=300';

export const reviewsRouter = createRouter()
  .openapi(publicRoutes.listSpotsWithReviews, async (c) => {
    const { lang, ...page } = c.req.valid('query');
    return ok(c, await listSpotsWithReviews({ ...page, lang: lang ?? 'ko' }));
  })
  .openapi(publicRoutes.getMyReviewExists, async (c) =>
    ok(c, await hasMySpotReview({ spotId: c.req.valid('param').id, userId: c.get('user')?.userId ?? null })),
  )
  .openapi(publicRoutes.getReviewOverview, async (c) =>
    ok(c, await getSpotReviewOverview({ spotId: c.req.valid('param').id, lang: c.req.valid('query').lang ?? 'ko' })),
  )
  .openapi(publicRoutes.listSpotReviews, async (c) => {
    const { lang, ...query } = c.req.valid('query');
    return ok(
      c,
      await listSpotReviews({
        spotId: c.req.valid('param').id,
        viewerId: c.get('user')?.userId ?? null,
        ...query,
        lang: lang ?? 'ko',
      }),
    );
  })
  .openapi(publicRoutes.listSpotReviewImages, async (c) =>
    ok(c, await listSpotReviewImages({ spotId: c.req.valid('param').id, ...c.req.valid('query') })),
  )
  .openapi(publicRoutes.listReviewMetrics, async (c) => {
    const metrics = await listReviewMetrics({ lang: c.req.valid('query').lang ?? 'ko' });
    c.header('Cache-Control', METRICS_CACHE_CONTROL);
    return ok(c, metrics);
  })
  .openapi(userRoutes.createReviewDraft, async (c) =>
    ok(c, await createReviewDraft({ userId: c.get('signedInUser').userId, ...c.req.valid('json') })),
  )
  .openapi(userRoutes.deleteReviewDraft, async (c) => {
    await deleteReviewDraft({ userId: c.get('signedInUser').userId, reviewId: c.req.valid('param').id });
    return ok(c, null);
  })
  .openapi(userRoutes.uploadReviewFile, async (c) =>
    ok(
      c,
      await uploadReviewFile({
        userId: c.get('signedInUser').userId,
        reviewId: c.req.valid('param').id,
        ...c.req.valid('form'),
      }),
    ),
  )
  .openapi(userRoutes.registerReview, async (c) =>
    ok(
      c,
      await registerReview({
        userId: c.get('signedInUser').userId,
        reviewId: c.req.valid('param').id,
        ...c.req.valid('json'),
      }),
    ),
  )
  .openapi(userRoutes.deleteReview, async (c) => {
    await deleteReview({ userId: c.get('signedInUser').userId, reviewId: c.req.valid('param').id });
    return ok(c, null);
  })
  .openapi(userRoutes.setVisitDate, async (c) =>
    ok(
      c,
      await setReviewVisitDate({
        userId: c.get('signedInUser').userId,
        reviewId: c.req.valid('param').reviewId,
        ...c.req.valid('json'),
      }),
    ),
  )
  .openapi(userRoutes.addReaction, async (c) =>
    ok(
      c,
      await addReviewReaction({
        userId: c.get('signedInUser').userId,
        reviewId: c.req.valid('param').reviewId,
        ...c.req.valid('json'),
      }),
    ),
  )
  .openapi(userRoutes.removeReaction, async (c) =>
    ok(
      c,
      await removeReviewReaction({
        userId: c.get('signedInUser').userId,
        reviewId: c.req.valid('param').reviewId,
        ...c.req.valid('json'),
      }),
    ),
  )
  .openapi(userRoutes.listMyReviews, async (c) => {
    const { lang, ...page } = c.req.valid('query');
    return ok(c, await listMyReviews({ userId: c.get('signedInUser').userId, ...page, lang: lang ?? 'ko' }));
  });
