import { createRoute } from '@hono/zod-openapi';
import { recommendationListSchema, recommendationQuerySchema } from '@/api/contracts/spots';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/spots/recommendations - similar or nearby pop-ups for a pop-up's detail page
export const listRecommendations = createRoute({
  method: 'get',
  path: '/v1/spots/recommendations',
  tags: ['spots'],
  summary: 'Similar or nearby pop-ups',
  description:
    'Public pop-ups that have not ended, never the excluded (current) one, with the distance in metres from it. ' +
    'SIMILAR: most shared categories first, then the same type, then the nearest; same-type pop-ups without a ' +
    'shared category fill the list last. NEARBY: within 5 km, nearest first. Titles in `lang` when translated. ' +
    'An unknown excludedSpotId answers 404; a deleted or hidden one 400 / 40000001.',
  request: { query: recommendationQuerySchema },
  responses: { ...jsonOk(recommendationListSchema), ...jsonErrors(400, 404) },
});
