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

// POST /api/v1/logs/search-keywords - log a search shown from a cached list page
export const logSearchKeyword = createRoute({
  method: 'post',
  path: '/v1/logs/search-keywords',
  tags: ['logs'],
  summary: 'Log a keyword search',
  description:
    'Web extension. A keyword list opened by link (a shared URL, the keyword ranking) is a cached page whose ' +
    'first results came with the HTML, so no GET /v1/spots counted it: the browser logs it here. The same ' +
    'rules as that search: the visitor is the signed-in user or X-Session-Id (neither: nothing is counted), ' +
    'and the same visitor and keyword within 10 minutes count once. Answers null.',
  security: [...bearerSecurity, {}],
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ keyword: z.string().trim().min(1).max(50) }).strict() } },
      required: true,
    },
  },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 429) },
});
