import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';

// POST /api/v1/logs/spots/{id} - log a view of a pop-up's detail page
export const logSpotView = createRoute({
  method: 'post',
  path: '/v1/logs/spots/{id}',
  tags: ['logs'],
  summary: 'Log a pop-up view',
  description:
    'Public; the viewer is the signed-in user (token optional) or X-Session-Id. Adds a view-log row and one to the ' +
    "pop-up's view count, unless the same viewer viewed it within the last 30 minutes. Without a token or " +
    'session id nothing is counted. Answers null. Deleted or hidden pop-up: 400 / 40000001; unknown: 404.',
  security: [...bearerSecurity, {}],
  request: { params: z.object({ id: idParam }) },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 404, 429) },
});
