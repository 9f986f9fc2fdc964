import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  partnerDetailQuerySchema,
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
    'Names and districts in `lang` where translated; nameLocale and area.region2DepthLocale say which ' +
    "('ko' when not). Deleted or hidden pop-up: 400 / 40000001; unknown: 404.",
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
    'given (both or neither: one alone is 400), otherwise by name (as shown in `lang`) with distance null. ' +
    "Names and districts in `lang` where translated; nameLocale and area.region2DepthLocale say which ('ko' when not).",
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
  description:
    'Unknown or deleted partner: 404 / 40400000. distance is null (no reference point). Name, district, ' +
    "description and pass benefit in `lang` where translated, each with its *Locale ('ko' when not).",
  request: { params: z.object({ id: idParam }), query: partnerDetailQuerySchema },
  responses: { ...jsonOk(partnerDetailSchema), ...jsonErrors(400, 404) },
});
