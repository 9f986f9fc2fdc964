import { createRoute } from '@hono/zod-openapi';
import { spotMapQuerySchema, spotMapResultSchema } from '@/api/contracts/search';
import { jsonErrors, jsonOk } from '../../openapi-helpers';
import { checkBounds, checkDateRange } from '../search/search-query-rules';

// GET /api/v1/spots/map - the pop-ups inside a map viewport, with the list's filters
export const searchSpotsInBounds = createRoute({
  method: 'get',
  path: '/v1/spots/map',
  tags: ['spots'],
  summary: 'Pop-ups inside a map viewport',
  description:
    'Public pop-ups inside the box from (swLat, swLng) to (neLat, neLng), with the same filters as ' +
    'GET /v1/spots; at most 500, most popular first, `truncated` when more match. A south-west corner ' +
    'not south-west of the north-east one: 400 / 40000000 with field errors.',
  request: {
    query: spotMapQuerySchema.superRefine((q, ctx) => {
      checkBounds(q, ctx);
      checkDateRange(q, ctx);
    }),
  },
  responses: { ...jsonOk(spotMapResultSchema), ...jsonErrors(400) },
});
