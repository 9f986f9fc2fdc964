import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  partnerDetailSchema,
  partnerListQuerySchema,
  partnerListSchema,
  partnerPageSchema,
  partnerRecommendationQuerySchema,
} from '@/api/contracts/partners';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/partners/recommendations - Popspot Pass partners near a pop-up
export const listPartnerRecommendations = createRoute({
  method: 'get',
  path: '/v1/partners/recommendations',
  tags: ['partners'],
  summary: 'Partners near a pop-up',
  description:
    'Public. Live partners within 5 km of the pop-up, nearest first, with the distance in metres. ' +
    'Deleted or hidden pop-up: 400 / 40000001; unknown: 404.',
  request: { query: partnerRecommendationQuerySchema },
  responses: { ...jsonOk(partnerListSchema), ...jsonErrors(400, 404) },
});

// GET /api/v1/partners - every pass partner, a page at a time
export const listPartners = createRoute({
  method: 'get',
  path: '/v1/partners',
  tags: ['partners'],
  summary: 'Popspot Pass partner businesses',
  description:
    'Public. Live partners, nearest first with distance in metres when latitude and longitude are ' +
    'given (both or neither: one alone is 400), otherwise by name with distance null.',
  request: {
    // A lone coordinate is a client bug, not a position: refuse it rather than ignore it.
    query: partnerListQuerySchema.refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
      message: 'give both latitude and longitude, or neither',
      path: ['longitude'],
    }),
  },
  responses: { ...jsonOk(partnerPageSchema), ...jsonErrors(400) },
});

// GET /api/v1/partners/{id} - a partner business
export const getPartner = createRoute({
  method: 'get',
  path: '/v1/partners/{id}',
  tags: ['partners'],
  summary: 'A partner business',
  description: 'Unknown or deleted partner: 404 / 40400000. distance is null (no reference point).',
  request: { params: z.object({ id: idParam }) },
  responses: { ...jsonOk(partnerDetailSchema), ...jsonErrors(400, 404) },
});
