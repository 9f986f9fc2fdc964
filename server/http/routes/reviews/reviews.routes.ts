import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam, pageQuerySchema } from '@/api/contracts/envelope';
import {
  langQuerySchema,
  myReviewExistsSchema,
  reviewImageListSchema,
  reviewMetricListSchema,
  reviewOverviewSchema,
  spotReviewListSchema,
  spotReviewsQuerySchema,
} from '@/api/contracts/reviews';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';

// Public reads: anonymous or signed in (a bad token reads as anonymous).
const optionalBearer = [...bearerSecurity, {}];
const spotParams = z.object({ id: idParam });
const spotGate = 'Deleted or hidden pop-up: 400 / 40000001; unknown: 404 / 40400000.';

// GET /api/v1/spots/{id}/reviews/me/exists - has the caller already reviewed this pop-up?
export const getMyReviewExists = createRoute({
  method: 'get',
  path: '/v1/spots/{id}/reviews/me/exists',
  tags: ['reviews'],
  summary: 'Whether I already reviewed a pop-up',
  description: `Token optional: anonymous callers get { exists: false }. Drafts don't count. ${spotGate}`,
  security: optionalBearer,
  request: { params: spotParams },
  responses: { ...jsonOk(myReviewExistsSchema), ...jsonErrors(400, 404) },
});

// GET /api/v1/spots/{id}/reviews/overview - average, distribution, top satisfaction items
export const getReviewOverview = createRoute({
  method: 'get',
  path: '/v1/spots/{id}/reviews/overview',
  tags: ['reviews'],
  summary: "A pop-up's review overview",
  description:
    'Over registered reviews: averageScore (one decimal, 0 without reviews), count, scoreDistribution (1..5), ' +
    `and the five most ticked items with count and ratio (whole percent of the reviews), named in ?lang. ${spotGate}`,
  request: { params: spotParams, query: langQuerySchema },
  responses: { ...jsonOk(reviewOverviewSchema), ...jsonErrors(400, 404) },
});

// GET /api/v2/spots/{id}/reviews - a pop-up's reviews, paged and sorted
export const listSpotReviews = createRoute({
  method: 'get',
  path: '/v2/spots/{id}/reviews',
  tags: ['reviews'],
  summary: "A pop-up's reviews",
  description:
    'sort=created_at (newest registered first, default) | score | helpful_count; ties newest first. Pages start ' +
    "at 0. myReaction and isMine are the caller's (null / false when anonymous). visitVerified: the author's " +
    'waiting-line ticket here reached ENTERED or their Popspot booking here was attended; verifiedOnly=true ' +
    `lists only those (totalElements and totalPages count them only). ${spotGate}`,
  security: optionalBearer,
  request: { params: spotParams, query: spotReviewsQuerySchema },
  responses: { ...jsonOk(spotReviewListSchema), ...jsonErrors(400, 404) },
});

// GET /api/v1/spots/{id}/reviews/images - images of a pop-up's reviews, newest first
export const listSpotReviewImages = createRoute({
  method: 'get',
  path: '/v1/spots/{id}/reviews/images',
  tags: ['reviews'],
  summary: "Images of a pop-up's reviews",
  description: `Registered reviews only, newest review first, each review's images in order. ${spotGate}`,
  request: { params: spotParams, query: pageQuerySchema },
  responses: { ...jsonOk(reviewImageListSchema), ...jsonErrors(400, 404) },
});

// GET /api/v1/reviews/metrics - the satisfaction items offered by the write modal
export const listReviewMetrics = createRoute({
  method: 'get',
  path: '/v1/reviews/metrics',
  tags: ['reviews'],
  summary: 'Review satisfaction items',
  description: 'Active items in display order, named in ?lang. Cacheable for 5 minutes.',
  request: { query: langQuerySchema },
  responses: { ...jsonOk(reviewMetricListSchema), ...jsonErrors(400) },
});
