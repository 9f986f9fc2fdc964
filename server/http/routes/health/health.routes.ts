import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '@/api/contracts/health';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/health - the server and its database answer
export const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Liveness and database check',
  responses: { ...jsonOk(healthSchema), ...jsonErrors(503) },
});
