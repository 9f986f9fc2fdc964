import { createRoute } from '@hono/zod-openapi';
import { devDispatchBodySchema, devDispatchResultSchema } from '@/api/contracts/push';
import { requireUser } from '../../middleware/auth';
import { devOnly } from '../../middleware/dev-only';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';

// POST /api/v1/dev/jobs/reservation-alerts - run the alert job as if it were `now` (AUTH_DEV_LOGIN only)
export const dispatchMyAlerts = createRoute({
  method: 'post',
  path: '/v1/dev/jobs/reservation-alerts',
  tags: ['dev'],
  summary: 'Run the pre-reservation alert job at a chosen instant',
  description:
    "Only when AUTH_DEV_LOGIN is on (404 otherwise). Handles the caller's own alerts only, exactly as the " +
    'scheduled job would at `now`: end-to-end tests move time forward without touching anyone else.',
  security: bearerSecurity,
  middleware: [devOnly, requireUser] as const,
  request: { body: { content: { 'application/json': { schema: devDispatchBodySchema } }, required: true } },
  responses: { ...jsonOk(devDispatchResultSchema), ...jsonErrors(400, 401, 404, 429) },
});
