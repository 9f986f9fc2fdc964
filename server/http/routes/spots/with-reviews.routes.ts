import { createRoute } from '@hono/zod-openapi';
import { pageLangQuerySchema, spotWithReviewsListSchema } from '@/api/contracts/reviews';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/spots/with-reviews - pop-ups that have reviews, most recently reviewed first
export const listSpotsWithReviews = createRoute({
  method: 'get',
  path: '/v1/spots/with-reviews',
  tags: ['reviews'],
  summary: 'Pop-ups with reviews',
  description: 'Public pop-ups with at least one registered review, with count and average; paged.',
  request: { query: pageLangQuerySchema },
  responses: { ...jsonOk(spotWithReviewsListSchema), ...jsonErrors(400) },
});
