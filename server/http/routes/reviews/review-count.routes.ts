import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import { reviewCountSchema } from '@/api/contracts/spots';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/spots/{id}/reviews/count - how many registered reviews a pop-up has
export const countReviews = createRoute({
  method: 'get',
  path: '/v1/spots/{id}/reviews/count',
  tags: ['reviews'],
  summary: "A pop-up's review count",
  description:
    'Registered, non-deleted reviews (drafts never count). Deleted or hidden pop-up: 400 / 40000001; unknown: 404.',
  request: { params: z.object({ id: idParam }) },
  responses: { ...jsonOk(reviewCountSchema), ...jsonErrors(400, 404) },
});
